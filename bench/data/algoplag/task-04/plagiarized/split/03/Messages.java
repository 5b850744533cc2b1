/** User-facing messages of the stack program. */
final class Messages {

    private Messages() {
    }

    static void empty(String operation) {
        System.out.println("The stack is empty, cannot " + operation);
    }

    static void report(String label, Object value) {
        System.out.println(label + ": " + value);
    }
}
