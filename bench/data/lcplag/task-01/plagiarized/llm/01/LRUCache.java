import java.util.HashMap;
import java.util.Map;

/**
 * Least-recently-used cache backed by a hash map and a doubly linked list.
 * The node just after {@code head} is the eviction candidate; the node just
 * before {@code tail} is the most recently touched one.
 */
class LRUCache {

    private final Map<Integer, ListNode> lookup = new HashMap<>();
    private final int maxEntries;
    private final ListNode head = new ListNode(0, 0);
    private final ListNode tail = new ListNode(0, 0);

    public LRUCache(int capacity) {
        this.maxEntries = capacity;
        head.next = tail;
        tail.prev = head;
    }

    public int get(int key) {
        ListNode found = lookup.get(key);
        if (found == null) {
            return -1;
        }
        detach(found);
        attachAtEnd(found);
        return found.value;
    }

    public void put(int key, int value) {
        ListNode existing = lookup.get(key);
        if (existing != null) {
            detach(existing);
        }
        ListNode fresh = new ListNode(key, value);
        lookup.put(key, fresh);
        attachAtEnd(fresh);

        if (lookup.size() > maxEntries) {
            ListNode stale = head.next;
            detach(stale);
            lookup.remove(stale.key);
        }
    }

    /** Unlinks a node from its neighbours. */
    private void detach(ListNode node) {
        ListNode before = node.prev;
        ListNode after = node.next;
        before.next = after;
        after.prev = before;
    }

    /** Places a node right in front of the tail sentinel (most recent position). */
    private void attachAtEnd(ListNode node) {
        ListNode before = tail.prev;
        before.next = node;
        tail.prev = node;
        node.next = tail;
        node.prev = before;
    }

    private static class ListNode {
        final int key;
        final int value;
        ListNode next;
        ListNode prev;

        ListNode(int key, int value) {
            this.key = key;
            this.value = value;
        }
    }
}
