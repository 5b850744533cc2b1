/**
 * {@link IntStack} stored in an array that doubles whenever it is full.
 */
public class GrowableArrayStack implements IntStack {

    static final int DEFAULT_CAPACITY = 10;

    private int[] elements;
    private int top = -1;

    public GrowableArrayStack() {
        this(DEFAULT_CAPACITY);
    }

    public GrowableArrayStack(int capacity) {
        elements = new int[capacity];
    }

    @Override
    public void push(int value) {
        if (isFull()) {
            elements = java.util.Arrays.copyOf(elements, elements.length * 2);
        }
        elements[++top] = value;
    }

    @Override
    public int pop() {
        if (isEmpty()) {
            throw new EmptyStackError("pop");
        }
        return elements[top--];
    }

    @Override
    public int peek() {
        if (isEmpty()) {
            throw new EmptyStackError("peek");
        }
        return elements[top];
    }

    @Override
    public boolean isEmpty() {
        return top == -1;
    }

    public boolean isFull() {
        return top + 1 == elements.length;
    }

    @Override
    public int size() {
        return top + 1;
    }

    @Override
    public void clear() {
        top = -1;
    }
}
