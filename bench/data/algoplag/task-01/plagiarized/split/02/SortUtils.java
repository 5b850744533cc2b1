/**
 * Static helpers shared by the sorter.
 */
public final class SortUtils {

    private SortUtils() {
    }

    /** Copy of the range [from, to). */
    public static int[] slice(int[] source, int from, int to) {
        int[] copy = new int[to - from];
        for (int idx = from; idx < to; idx++) {
            copy[idx - from] = source[idx];
        }
        return copy;
    }

    /** Merges two ascending arrays into a new ascending array. */
    public static int[] mergeAscending(int[] left, int[] right) {
        int[] target = new int[left.length + right.length];
        int l = 0;
        int r = 0;
        int t = 0;
        while (l < left.length && r < right.length) {
            if (right[r] <= left[l]) {
                target[t++] = right[r++];
            } else {
                target[t++] = left[l++];
            }
        }
        t = copyTail(left, l, target, t);
        copyTail(right, r, target, t);
        return target;
    }

    private static int copyTail(int[] from, int start, int[] into, int position) {
        while (start < from.length) {
            into[position++] = from[start++];
        }
        return position;
    }

    public static boolean isAscending(int[] values) {
        for (int idx = 1; idx < values.length; idx++) {
            if (values[idx] < values[idx - 1]) {
                return false;
            }
        }
        return true;
    }
}
