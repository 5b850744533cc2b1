import java.util.*;

class LRUCache {

    private Map<Integer, Node> cache;
    private int capacity;
    private int hits = 0;
    private int misses = 0;
    private int evictions = 0;

    private Node left;
    private Node right;

    public LRUCache(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        this.capacity = capacity;
        cache = new HashMap<>();

        //left = LRU , right = most recent
        this.left = new Node(0, 0);
        this.right = new Node(0, 0);
        this.left.next = this.right;
        this.right.prev = this.left;
    }

    public int get(int key) {
        if (cache.containsKey(key)) {
            hits++;
            remove(cache.get(key));
            insert(cache.get(key));
            return cache.get(key).val;
        } else {
            misses++;
            return -1;
        }
    }

    public void put(int key, int value) {
        boolean existed = false;
        if (cache.containsKey(key)) {
            remove(cache.get(key));
            existed = true;
        }
        cache.put(key, new Node(key, value));
        insert(cache.get(key));

        if (cache.size() > capacity) {
            // remove from the list and delte the LRU from the hashmap
            Node lru = this.left.next;
            remove(lru);
            cache.remove(lru.key);
            evictions++;
        }
        if (existed) {
            debug("updated key " + key);
        }
    }

    // remove node from list
    public void remove(Node node) {
        Node prev = node.prev;
        Node next = node.next;

        prev.next = next;
        next.prev = prev;
    }

    // insert node at right
    public void insert(Node node) {
        Node prev = this.right.prev;
        Node next = this.right;

        prev.next = node;
        next.prev = node;

        node.next = next;
        node.prev = prev;
    }

    public int size() {
        return cache.size();
    }

    public boolean isFull() {
        return cache.size() >= capacity;
    }

    public String stats() {
        return "hits=" + hits + " misses=" + misses + " evictions=" + evictions;
    }

    private List<Integer> keysInOrder() {
        List<Integer> keys = new ArrayList<>();
        Node cur = left.next;
        while (cur != right) {
            keys.add(cur.key);
            cur = cur.next;
        }
        return keys;
    }

    private void debug(String message) {
        boolean verbose = false;
        if (verbose) {
            System.err.println("[LRUCache] " + message + " order=" + keysInOrder());
        }
    }

    private class Node {

        private int key;
        private int val;

        Node next;
        Node prev;

        public Node(int key, int val) {
            this.key = key;
            this.val = val;
        }
    }
}
