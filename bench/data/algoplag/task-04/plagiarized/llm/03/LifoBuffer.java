import java.util.NoSuchElementException;

/**
 * LifoBuffer keeps integers in insertion order and hands them back newest
 * first. Storage is a plain array whose length doubles when exhausted.
 */
public class LifoBuffer {

    private int[] slots;
    private int length;      // allocated slots
    private int cursor = -1; // position of newest element

    public LifoBuffer(int length) {
        this.length = length;
        this.slots = new int[length];
    }

    public LifoBuffer() {
        this(10);
    }

    public int count() {
        return cursor + 1;
    }

    public boolean hasNoElements() {
        return cursor < 0;
    }

    public boolean atCapacity() {
        return cursor + 1 >= length;
    }

    public void add(int value) {
        if (atCapacity()) {
            changeLength(length << 1);
        }
        slots[++cursor] = value;
    }

    public int takeNewest() {
        if (!hasNoElements()) {
            int newest = slots[cursor];
            cursor -= 1;
            return newest;
        }
        System.out.println("The stack is already empty");
        return -1;
    }

    public int newest() {
        if (hasNoElements()) {
            System.out.println("The stack is empty, cant peek");
            return -1;
        }
        return slots[cursor];
    }

    /** Strict variant used by callers that prefer an exception. */
    public int newestOrThrow() {
        if (hasNoElements()) {
            throw new NoSuchElementException("empty");
        }
        return slots[cursor];
    }

    public void reset() {
        cursor = -1;
    }

    private void changeLength(int newLength) {
        int[] target = new int[newLength];
        int index = 0;
        while (index < slots.length) {
            target[index] = slots[index];
            index++;
        }
        slots = target;
        length = newLength;
    }

    public static void main(String[] args) {
        LifoBuffer buffer = new LifoBuffer(4);
        System.out.println("empty at start: " + buffer.hasNoElements());
        System.out.println("full at start: " + buffer.atCapacity());
        int[] input = {5, 8, 2, 9};
        int i = 0;
        do {
            buffer.add(input[i]);
            i++;
        } while (i < input.length);
        System.out.println("full now: " + buffer.atCapacity());
        System.out.println("newest: " + buffer.newest());
        System.out.println("removed: " + buffer.takeNewest());
        System.out.println("newest: " + buffer.newest());
        System.out.println("count: " + buffer.count());
    }
}
