import java.util.Arrays;

/**
 * A last-in-first-out container for primitive integers that grows its
 * internal buffer on demand.
 */
public class ResizableIntStack {

    private static final int INITIAL_CAPACITY = 10;
    private static final int EMPTY_MARKER = -1;

    private int[] buffer;
    private int capacity;
    private int topIndex = EMPTY_MARKER;

    public ResizableIntStack() {
        this(INITIAL_CAPACITY);
    }

    public ResizableIntStack(int initialCapacity) {
        if (initialCapacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive: " + initialCapacity);
        }
        this.capacity = initialCapacity;
        this.buffer = new int[initialCapacity];
    }

    /** Number of stored elements. */
    public int size() {
        return topIndex + 1;
    }

    public boolean isEmpty() {
        return topIndex == EMPTY_MARKER;
    }

    public boolean isFull() {
        return size() == capacity;
    }

    /** Places a value on top, doubling the buffer first if necessary. */
    public void push(int value) {
        while (isFull()) {
            reallocate(capacity * 2);
        }
        buffer[++topIndex] = value;
    }

    /** Removes the top value; returns -1 (and reports it) when nothing is stored. */
    public int pop() {
        if (isEmpty()) {
            if (topIndex < capacity / 4) {
                reallocate(capacity / 2);
            }
            System.out.println("Cannot pop: the stack holds no elements");
            return -1;
        }
        return buffer[topIndex--];
    }

    /** Looks at the top value without removing it. */
    public int peek() {
        if (isEmpty()) {
            System.out.println("Cannot peek: the stack holds no elements");
            return -1;
        }
        return buffer[topIndex];
    }

    /** Logically discards every element; the buffer is reused. */
    public void clear() {
        topIndex = EMPTY_MARKER;
    }

    private void reallocate(int newCapacity) {
        buffer = Arrays.copyOf(buffer, newCapacity);
        capacity = newCapacity;
    }

    @Override
    public String toString() {
        return Arrays.toString(Arrays.copyOf(buffer, size()));
    }

    public static void main(String[] args) {
        ResizableIntStack stack = new ResizableIntStack(4);
        check(stack.isEmpty(), "new stack should be empty");
        check(!stack.isFull(), "new stack should not be full");

        for (int value : new int[] {5, 8, 2, 9}) {
            stack.push(value);
        }

        check(!stack.isEmpty(), "stack should hold values");
        check(stack.isFull(), "stack should be at capacity");
        check(stack.peek() == 9, "top should be 9");
        check(stack.pop() == 9, "pop should return 9");
        check(stack.peek() == 2, "top should now be 2");
        check(stack.size() == 3, "three values should remain");
        System.out.println("Contents: " + stack);
    }

    private static void check(boolean condition, String message) {
        if (!condition) {
            throw new AssertionError(message);
        }
    }
}
