import java.util.HashMap;

// LRU cache: O(1) get/put using a map from key to list node plus a
// doubly linked recency list bounded by two dummy nodes.
public class LRUCache {
    private static final int NOT_FOUND = -1;

    private final HashMap<Integer, CacheNode> index;
    private final int capacity;
    private final CacheNode front; // dummy: front.next is the most recently used
    private final CacheNode back;  // dummy: back.prev is the least recently used
    private int count;

    public LRUCache(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("Capacity must be at least 1, got " + capacity);
        }
        this.capacity = capacity;
        this.index = new HashMap<>();
        this.front = new CacheNode(-1, -1);
        this.back = new CacheNode(-1, -1);
        front.next = back;
        back.prev = front;
        this.count = 0;
    }

    public void put(int key, int value) {
        CacheNode old = index.get(key);
        if (old != null) {
            unlink(old);
            count--;
        }
        CacheNode node = new CacheNode(key, value);
        index.put(key, node);
        pushFront(node);
        count++;
        if (count <= capacity) {
            return;
        }
        evictLeastRecent();
    }

    public int get(int key) {
        if (!index.containsKey(key)) {
            return NOT_FOUND;
        }
        CacheNode node = index.get(key);
        unlink(node);
        pushFront(node);
        return node.val;
    }

    private void evictLeastRecent() {
        CacheNode victim = back.prev;
        unlink(victim);
        index.remove(victim.key);
        count--;
    }

    private void pushFront(CacheNode node) {
        CacheNode first = front.next;
        node.prev = front;
        node.next = first;
        first.prev = node;
        front.next = node;
    }

    private static void unlink(CacheNode node) {
        node.prev.next = node.next;
        node.next.prev = node.prev;
        node.prev = null;
        node.next = null;
    }

    private static final class CacheNode {
        private final int key;
        private final int val;
        private CacheNode prev;
        private CacheNode next;

        CacheNode(int key, int val) {
            this.key = key;
            this.val = val;
        }
    }

    public static void main(String[] args) {
        LRUCache cache = new LRUCache(2);
        cache.put(1, 1);
        cache.put(2, 2);
        System.out.println(cache.get(1));
        cache.put(3, 3);
        System.out.println(cache.get(2));
        cache.put(4, 4);
        System.out.println(cache.get(1));
        System.out.println(cache.get(3));
        System.out.println(cache.get(4));
    }
}
