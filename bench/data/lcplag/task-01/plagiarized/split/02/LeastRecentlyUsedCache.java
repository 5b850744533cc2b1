import java.util.HashMap;
import java.util.Map;

/** {@link Cache} that evicts the entry whose last access is the oldest. */
public class LeastRecentlyUsedCache implements Cache {
    private final Map<Integer, LinkedSlot> slots = new HashMap<>();
    private final UsageOrder order = new UsageOrder();
    private final int capacity;

    public LeastRecentlyUsedCache(int capacity) {
        this.capacity = capacity;
    }

    @Override
    public int get(int key) {
        if (!slots.containsKey(key)) {
            return -1;
        }
        LinkedSlot slot = slots.get(key);
        order.unlink(slot);
        order.append(slot);
        return slot.value;
    }

    @Override
    public void put(int key, int value) {
        if (slots.containsKey(key)) {
            order.unlink(slots.get(key));
        }
        LinkedSlot slot = new LinkedSlot(key, value);
        slots.put(key, slot);
        order.append(slot);
        if (slots.size() > capacity) {
            LinkedSlot eldest = order.eldest();
            order.unlink(eldest);
            slots.remove(eldest.key);
        }
    }
}
