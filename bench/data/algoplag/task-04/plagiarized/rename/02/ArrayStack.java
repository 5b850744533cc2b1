public class ArrayStack {

    public static void main(String[] args) {
        ArrayStack st = new ArrayStack(4);
        assert st.isEmpty();
        assert !st.isFull();
        st.push(5);
        st.push(8);
        st.push(2);
        st.push(9);
        assert !st.isEmpty();
        assert st.isFull();
        assert st.peek() == 9;
        assert st.pop() == 9;
        assert st.peek() == 2;
        assert st.size() == 3;
    }

    private static final int START_SIZE = 10;
    private int limit;
    private int[] data;
    private int pos;

    public ArrayStack() { this(START_SIZE); }

    public ArrayStack(int n) {
        limit = n;
        data = new int[limit];
        pos = -1;
    }

    public void push(int x) {
        if (!isFull()) {
            pos++;
            data[pos] = x;
        } else {
            reallocate(limit * 2);
            push(x);
        }
    }

    public int pop() {
        if (!isEmpty()) return data[pos--];
        if (pos < limit / 4) {
            reallocate(limit / 2);
            return pop();
        } else {
            System.out.println("Stack underflow");
            return -1;
        }
    }

    public int peek() {
        if (!isEmpty()) return data[pos];
        System.out.println("Stack is empty");
        return -1;
    }

    private void reallocate(int n) {
        int[] tmp = new int[n];
        System.arraycopy(data, 0, tmp, 0, data.length);
        data = tmp;
        limit = n;
    }

    public boolean isEmpty() { return (pos == -1); }

    public boolean isFull() { return (pos + 1 == limit); }

    public void makeEmpty() { pos = -1; }

    public int size() { return pos + 1; }
}
