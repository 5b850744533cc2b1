import java.util.Arrays;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Object-oriented wrapper around a recursive merge sort.
 */
public class IntegerMergeSorter {

    private final int[] elements;

    public IntegerMergeSorter(int[] elements) {
        this.elements = elements.clone();
    }

    /**
     * Merges two arrays that are each already in ascending order.
     */
    private int[] mergeSortedArrays(int[] lhs, int[] rhs) {
        int[] output = new int[lhs.length + rhs.length];
        int li = 0;
        int ri = 0;
        int oi = 0;

        // Pick the smaller front element while both arrays have data left.
        while (li < lhs.length && ri < rhs.length) {
            if (!(lhs[li] < rhs[ri])) {
                output[oi++] = rhs[ri++];
                continue;
            }
            output[oi++] = lhs[li++];
        }
        // Drain whichever side still has elements.
        while (li < lhs.length) {
            output[oi++] = lhs[li++];
        }
        while (ri < rhs.length) {
            output[oi++] = rhs[ri++];
        }
        return output;
    }

    private int[] sortRange(int[] part) {
        if (part.length == 1) {
            return part;
        }
        final int pivotIndex = part.length / 2;
        int[] leftSorted = sortRange(Arrays.copyOfRange(part, 0, pivotIndex));
        int[] rightSorted = sortRange(Arrays.copyOfRange(part, pivotIndex, part.length));
        return mergeSortedArrays(leftSorted, rightSorted);
    }

    /** Returns a sorted copy; the wrapped array is left untouched. */
    public int[] sorted() {
        if (elements.length == 0) {
            return new int[0];
        }
        return sortRange(elements);
    }

    private static String format(int[] values) {
        return IntStream.of(values).mapToObj(Integer::toString).collect(Collectors.joining(", ", "[", "]"));
    }

    public static void main(String[] args) {
        IntegerMergeSorter sorter = new IntegerMergeSorter(new int[] {5, 4, 3, 2, 1});
        System.out.println(format(sorter.sorted()));
    }
}
