/**
 * A stack of ints on top of {@link StackStorage}; the storage doubles when full.
 */
public class Stack {

    private final StackStorage storage;

    public Stack(int size) {
        storage = new StackStorage(size);
    }

    public Stack() {
        this(10);
    }

    public void push(int value) {
        if (isFull()) {
            storage.changeCapacity(storage.capacity() * 2);
        }
        storage.top++;
        storage.values[storage.top] = value;
    }

    public int pop() {
        if (isEmpty()) {
            Messages.empty("pop");
            return -1;
        }
        int value = storage.values[storage.top];
        storage.top--;
        if (size() > 0 && size() < storage.capacity() / 4) {
            storage.changeCapacity(storage.capacity() / 2);
        }
        return value;
    }

    public int peek() {
        if (isEmpty()) {
            Messages.empty("peek");
            return -1;
        }
        return storage.values[storage.top];
    }

    public boolean isEmpty() {
        return storage.top == -1;
    }

    public boolean isFull() {
        return storage.top + 1 == storage.capacity();
    }

    public void makeEmpty() {
        storage.top = -1;
    }

    public int size() {
        return storage.top + 1;
    }
}
