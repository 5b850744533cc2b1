import java.util.HashMap;
import java.util.Map;

/**
 * A fixed-size cache that forgets the entry which has gone unused the longest.
 *
 * <p>Implementation notes: entries live in a small hand-written doubly linked
 * list ordered from stalest to freshest; a hash map gives direct access to the
 * list cell of every key so that both operations run in constant time.
 */
class LRUCache {

    /** One cell of the recency list. */
    static final class Cell {
        int key;
        int value;
        Cell prev;
        Cell next;

        Cell(int key, int value) {
            this.key = key;
            this.value = value;
        }
    }

    /** Recency list with two guard cells, so no null checks are needed. */
    static final class RecencyList {
        private final Cell oldestGuard = new Cell(0, 0);
        private final Cell newestGuard = new Cell(0, 0);

        RecencyList() {
            oldestGuard.next = newestGuard;
            newestGuard.prev = oldestGuard;
        }

        void addNewest(Cell cell) {
            Cell last = newestGuard.prev;
            last.next = cell;
            cell.prev = last;
            cell.next = newestGuard;
            newestGuard.prev = cell;
        }

        void unlink(Cell cell) {
            Cell p = cell.prev;
            Cell n = cell.next;
            p.next = n;
            n.prev = p;
        }

        Cell oldest() {
            return oldestGuard.next == newestGuard ? null : oldestGuard.next;
        }
    }

    private final int limit;
    private final Map<Integer, Cell> cells = new HashMap<>();
    private final RecencyList order = new RecencyList();
    private long operations = 0;

    public LRUCache(int capacity) {
        limit = capacity;
    }

    public int get(int key) {
        operations++;
        Cell cell = cells.get(key);
        if (cell == null) {
            return -1;
        }
        touch(cell);
        return cell.value;
    }

    public void put(int key, int value) {
        operations++;
        Cell cell = cells.get(key);
        if (cell != null) {
            cell.value = value;
            touch(cell);
            return;
        }
        cell = new Cell(key, value);
        cells.put(key, cell);
        order.addNewest(cell);
        while (cells.size() > limit) {
            Cell stale = order.oldest();
            if (stale == null) {
                break;
            }
            order.unlink(stale);
            cells.remove(stale.key);
        }
    }

    /** Marks a cell as just used by moving it to the fresh end. */
    private void touch(Cell cell) {
        order.unlink(cell);
        order.addNewest(cell);
    }

    long operationCount() {
        return operations;
    }
}
