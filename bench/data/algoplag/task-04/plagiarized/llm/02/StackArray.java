/**
 * Array-backed stack of ints.
 *
 * Elements are pushed on and popped off the end of the array. The array is
 * enlarged automatically when it fills up.
 */
public class StackArray {

    private static final int DEFAULT_CAPACITY = 10;
    private static int instances = 0;

    private int maxSize;
    private int[] stackArray;
    private int top;
    private long pushCount = 0;
    private long popCount = 0;

    public StackArray() {
        this(DEFAULT_CAPACITY);
    }

    public StackArray(int size) {
        if (size < 1) {
            size = DEFAULT_CAPACITY;
        }
        maxSize = size;
        stackArray = new int[maxSize];
        top = -1;
        instances++;
    }

    public void push(int value) {
        pushCount++;
        if (isFull()) {
            int oldSize = maxSize;
            resize(maxSize * 2);
            debug("grew from " + oldSize + " to " + maxSize);
            push(value);
            pushCount--;  // the recursive call counted this push already
            return;
        }
        top++;
        stackArray[top] = value;
    }

    public int pop() {
        if (isEmpty()) {
            if (top < maxSize / 4) {
                resize(maxSize / 2);
                return pop();
            }
            System.out.println("The stack is already empty");
            return -1;
        }
        popCount++;
        int value = stackArray[top];
        top--;
        return value;
    }

    public int peek() {
        if (isEmpty()) {
            System.out.println("The stack is empty, cant peek");
            return -1;
        }
        return stackArray[top];
    }

    private void resize(int newSize) {
        int[] transferArray = new int[newSize];
        int copied = 0;
        for (int i = 0; i < stackArray.length && i < newSize; i++) {
            transferArray[i] = stackArray[i];
            copied++;
        }
        debug("copied " + copied + " slots");
        stackArray = transferArray;
        maxSize = newSize;
    }

    private static void debug(String message) {
        if (System.getenv("STACK_DEBUG") != null) {
            System.err.println("[StackArray] " + message);
        }
    }

    public boolean isEmpty() {
        return top == -1;
    }

    public boolean isFull() {
        return top + 1 == maxSize;
    }

    public void makeEmpty() {
        top = -1;
    }

    public int size() {
        return top + 1;
    }

    public String stats() {
        return "pushes=" + pushCount + ", pops=" + popCount + ", capacity=" + maxSize;
    }

    public static void main(String[] args) {
        StackArray myStackArray = new StackArray(4);

        assert myStackArray.isEmpty();
        assert !myStackArray.isFull();

        myStackArray.push(5);
        myStackArray.push(8);
        myStackArray.push(2);
        myStackArray.push(9);

        assert !myStackArray.isEmpty();
        assert myStackArray.isFull();
        assert myStackArray.peek() == 9;
        assert myStackArray.pop() == 9;
        assert myStackArray.peek() == 2;
        assert myStackArray.size() == 3;
        System.out.println(myStackArray.stats() + " (instances: " + instances + ")");
    }
}
