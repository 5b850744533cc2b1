/**
 * Merges two sorted arrays. Keeps a count of comparisons for reporting.
 */
public class Merger {

    private long comparisons;

    public int[] merge(int[] a, int[] b) {
        int[] result = new int[a.length + b.length];
        int i = 0;
        int j = 0;
        for (int k = 0; k < result.length; k++) {
            if (i == a.length) {
                result[k] = b[j++];
            } else if (j == b.length) {
                result[k] = a[i++];
            } else {
                comparisons++;
                if (a[i] < b[j]) {
                    result[k] = a[i++];
                } else {
                    result[k] = b[j++];
                }
            }
        }
        return result;
    }

    public long getComparisons() {
        return comparisons;
    }
}
