import java.util.Arrays;

public class MergeSortDemo {

    private static final boolean DEBUG = false;

    public static void main(String[] args) {
        int[] sample = {5, 4, 3, 2, 1};
        int[] result = divideAndSort(sample);
        log("input length = " + sample.length);
        System.out.println(Arrays.toString(result));
    }

    private static void log(String message) {
        if (DEBUG) {
            System.err.println("[merge-sort] " + message);
        }
    }

    /** Copies the half-open range [start, end) of an array. */
    private static int[] slice(int[] source, int start, int end) {
        int[] part = new int[end - start];
        System.arraycopy(source, start, part, 0, end - start);
        return part;
    }

    /**
     * Recursively splits the array until single elements remain, then merges
     * the pieces back in order.
     */
    static int[] divideAndSort(int[] values) {
        int size = values.length;
        if (size < 2) {
            // nothing to split: zero or one value is trivially ordered
            return values;
        }
        int centre = size / 2;
        log("splitting " + size + " values at " + centre);
        int[] first = divideAndSort(slice(values, 0, centre));
        int[] second = divideAndSort(slice(values, centre, size));
        return mergeHalves(first, second);
    }

    /**
     * Builds a new array that holds the elements of both sorted inputs in
     * ascending order.
     */
    static int[] mergeHalves(int[] first, int[] second) {
        int total = first.length + second.length;
        int[] merged = new int[total];
        int a = 0, b = 0, out = 0;
        int unusedCounter = 0;

        while (out < total) {
            boolean firstExhausted = a >= first.length;
            boolean secondExhausted = b >= second.length;
            if (!firstExhausted && (secondExhausted || first[a] < second[b])) {
                merged[out] = first[a];
                a++;
            } else {
                merged[out] = second[b];
                b++;
            }
            out++;
        }
        unusedCounter += out;
        return merged;
    }
}
