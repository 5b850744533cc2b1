public class StackTest {

    public static void main(String[] args) {
        Stack stack = new Stack(4);
        Messages.report("empty", stack.isEmpty());
        Messages.report("full", stack.isFull());
        int[] values = {5, 8, 2, 9};
        for (int value : values) {
            stack.push(value);
        }
        Messages.report("full", stack.isFull());
        Messages.report("peek", stack.peek());
        Messages.report("pop", stack.pop());
        Messages.report("peek", stack.peek());
        Messages.report("size", stack.size());
    }
}
