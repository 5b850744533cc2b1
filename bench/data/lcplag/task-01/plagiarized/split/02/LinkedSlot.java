/** A key/value slot that can be chained in a doubly linked list. */
final class LinkedSlot {
    final int key;
    final int value;
    LinkedSlot before;
    LinkedSlot after;

    LinkedSlot(int key, int value) {
        this.key = key;
        this.value = value;
    }
}
