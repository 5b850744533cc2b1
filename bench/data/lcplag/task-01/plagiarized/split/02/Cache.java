/** Minimal key-value cache contract used by the exercise. */
public interface Cache {
    /** Returns the value stored for {@code key}, or -1 if there is none. */
    int get(int key);

    /** Stores {@code value} for {@code key}, evicting an entry if the cache is full. */
    void put(int key, int value);
}
