/**
 * Keeps slots ordered by last use, oldest first. Two sentinel slots mark the
 * ends so that linking and unlinking never have to test for null.
 */
final class UsageOrder {
    private final LinkedSlot first = new LinkedSlot(0, 0);
    private final LinkedSlot last = new LinkedSlot(0, 0);

    UsageOrder() {
        first.after = last;
        last.before = first;
    }

    /** Removes a slot from wherever it is in the order. */
    void unlink(LinkedSlot slot) {
        LinkedSlot prev = slot.before;
        LinkedSlot next = slot.after;
        prev.after = next;
        next.before = prev;
    }

    /** Appends a slot as the most recently used one. */
    void append(LinkedSlot slot) {
        LinkedSlot prev = last.before;
        prev.after = slot;
        last.before = slot;
        slot.after = last;
        slot.before = prev;
    }

    /** The least recently used slot (the list is never empty when this is called). */
    LinkedSlot eldest() {
        return first.after;
    }
}
