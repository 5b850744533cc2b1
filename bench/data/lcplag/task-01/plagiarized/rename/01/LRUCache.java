import java.util.*;

class LRUCache {

    private Map<Integer, Entry> table;
    private int limit;

    private Entry oldest;
    private Entry newest;

    public LRUCache(int capacity) {
        this.limit = capacity;
        table = new HashMap<>();

        // oldest = sentinel before the LRU entry, newest = sentinel after the MRU entry
        this.oldest = new Entry(0, 0);
        this.newest = new Entry(0, 0);
        this.oldest.after = this.newest;
        this.newest.before = this.oldest;
    }

    public int get(int k) {
        if (table.containsKey(k)) {
            unlink(table.get(k));
            append(table.get(k));
            return table.get(k).data;
        } else {
            return -1;
        }
    }

    public void put(int k, int v) {
        if (table.containsKey(k)) {
            unlink(table.get(k));
        }
        table.put(k, new Entry(k, v));
        append(table.get(k));

        if (table.size() > limit) {
            // drop the stalest entry from both the list and the table
            Entry victim = this.oldest.after;
            unlink(victim);
            table.remove(victim.id);
        }
    }

    // detach an entry from the chain
    public void unlink(Entry e) {
        Entry b = e.before;
        Entry a = e.after;

        b.after = a;
        a.before = b;
    }

    // attach an entry just before the newest sentinel
    public void append(Entry e) {
        Entry b = this.newest.before;
        Entry a = this.newest;

        b.after = e;
        a.before = e;

        e.after = a;
        e.before = b;
    }

    private class Entry {

        private int id;
        private int data;

        Entry after;
        Entry before;

        public Entry(int id, int data) {
            this.id = id;
            this.data = data;
        }
    }
}
