public class Main {

    public static void main(String[] args) {
        GrowableArrayStack stack = new GrowableArrayStack(4);
        System.out.println("empty: " + stack.isEmpty() + ", full: " + stack.isFull());
        stack.push(5);
        stack.push(8);
        stack.push(2);
        stack.push(9);
        System.out.println("empty: " + stack.isEmpty() + ", full: " + stack.isFull());
        System.out.println("peek: " + stack.peek());
        System.out.println("pop: " + stack.pop());
        System.out.println("peek: " + stack.peek());
        System.out.println("size: " + stack.size());
        try {
            new GrowableArrayStack().pop();
        } catch (EmptyStackError e) {
            System.out.println(e.getMessage());
        }
    }
}
