/** Operations of a stack of ints. */
public interface IntStack {
    void push(int value);

    int pop();

    int peek();

    boolean isEmpty();

    int size();

    void clear();
}
