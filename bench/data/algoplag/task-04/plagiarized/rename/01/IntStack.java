/**
 * An array based stack of integers.
 *
 * <p>
 * Values are added on top and only the top value can be taken off. The
 * backing array has a capacity, which is doubled when the stack runs full.
 */
public class IntStack {

    /**
     * Test code
     */
    public static void main(String[] args) {
        // a stack with room for 4 values
        IntStack s = new IntStack(4);

        assert s.empty();
        assert !s.full();

        // fill it
        s.add(5);
        s.add(8);
        s.add(2);
        s.add(9);

        assert !s.empty();
        assert s.full();
        assert s.top() == 9;
        assert s.remove() == 9;
        assert s.top() == 2;
        assert s.count() == 3;
    }

    /**
     * Capacity used by the default constructor.
     */
    private static final int INITIAL = 10;

    /**
     * Current capacity
     */
    private int capacity;

    /**
     * Storage
     */
    private int[] items;

    /**
     * Index of the top item
     */
    private int last;

    /**
     * Stack with the initial capacity
     */
    public IntStack() {
        this(INITIAL);
    }

    /**
     * Stack with a given capacity
     *
     * @param cap capacity
     */
    public IntStack(int cap) {
        capacity = cap;
        items = new int[capacity];
        last = -1;
    }

    /**
     * Puts a value on top
     *
     * @param v the value
     */
    public void add(int v) {
        if (!full()) { // still room
            last++;
            items[last] = v;
        } else {
            grow(capacity * 2);
            add(v); // retry after growing
        }
    }

    /**
     * Takes the top value off and returns it
     *
     * @return the old top value
     */
    public int remove() {
        if (!empty()) { // something to take
            return items[last--];
        }

        if (last < capacity / 4) {
            grow(capacity / 2);
            return remove(); // retry after shrinking
        } else {
            System.out.println("Nothing to remove, the stack is empty");
            return -1;
        }
    }

    /**
     * Returns the top value without removing it
     *
     * @return the top value
     */
    public int top() {
        if (!empty()) {
            return items[last];
        } else {
            System.out.println("Empty stack, no top value");
            return -1;
        }
    }

    private void grow(int newCapacity) {
        int[] bigger = new int[newCapacity];

        System.arraycopy(items, 0, bigger, 0, items.length);
        items = bigger;
        capacity = newCapacity;
    }

    /**
     * @return true when there are no values
     */
    public boolean empty() {
        return (last == -1);
    }

    /**
     * @return true when the array is full
     */
    public boolean full() {
        return (last + 1 == capacity);
    }

    /**
     * Forgets all values (they are overwritten by later adds)
     */
    public void clear() {
        last = -1;
    }

    /**
     * @return number of values
     */
    public int count() {
        return last + 1;
    }
}
