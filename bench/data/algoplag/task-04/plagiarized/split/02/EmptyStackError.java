/** Thrown when an operation needs an element but the stack has none. */
public class EmptyStackError extends RuntimeException {

    public EmptyStackError(String operation) {
        super("The stack is empty, cannot " + operation);
    }
}
