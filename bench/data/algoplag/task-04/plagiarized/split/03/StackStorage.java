/**
 * The raw storage of the stack: an int array plus the index of the top.
 */
class StackStorage {

    int[] values;
    int top = -1;

    StackStorage(int capacity) {
        values = new int[capacity];
    }

    int capacity() {
        return values.length;
    }

    void changeCapacity(int newCapacity) {
        int[] moved = new int[newCapacity];
        for (int i = 0; i <= top && i < newCapacity; i++) {
            moved[i] = values[i];
        }
        values = moved;
    }
}
