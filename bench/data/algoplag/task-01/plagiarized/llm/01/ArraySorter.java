import java.util.Arrays;

/**
 * Utility that orders integer arrays using a divide-and-conquer strategy.
 */
public class ArraySorter {

    private static int mergeOperations = 0;

    /**
     * Combines two already ordered arrays into a single ordered array.
     */
    static int[] combineSorted(int[] leftSide, int[] rightSide) {
        int[] combined = new int[leftSide.length + rightSide.length];
        int leftIdx = 0;
        int rightIdx = 0;
        int writeIdx;
        mergeOperations++;

        for (writeIdx = 0; leftIdx < leftSide.length && rightIdx < rightSide.length; writeIdx++) {
            if (rightSide[rightIdx] <= leftSide[leftIdx]) {
                combined[writeIdx] = rightSide[rightIdx++];
            } else {
                combined[writeIdx] = leftSide[leftIdx++];
            }
        }

        writeIdx = appendRemaining(leftSide, leftIdx, combined, writeIdx);
        appendRemaining(rightSide, rightIdx, combined, writeIdx);
        return combined;
    }

    /** Copies the unconsumed tail of {@code source} into {@code target}. */
    private static int appendRemaining(int[] source, int from, int[] target, int at) {
        for (int idx = from; idx < source.length; idx++) {
            target[at++] = source[idx];
        }
        return at;
    }

    /**
     * Returns a sorted copy of the given array.
     */
    static int[] sortAscending(int[] input) {
        if (input == null) {
            throw new IllegalArgumentException("input must not be null");
        }
        // Arrays with a single element need no further work.
        if (input.length <= 1) {
            return input;
        }

        int midpoint = input.length / 2;
        int[] sortedLeft = sortAscending(Arrays.copyOfRange(input, 0, midpoint));
        int[] sortedRight = sortAscending(Arrays.copyOfRange(input, midpoint, input.length));

        return combineSorted(sortedLeft, sortedRight);
    }

    public static void main(String[] args) {
        int[] data = {5, 4, 3, 2, 1};
        System.out.println("Before: " + Arrays.toString(data));
        data = sortAscending(data);
        System.out.println("After:  " + Arrays.toString(data));
        System.out.println("Merges performed: " + mergeOperations);
    }
}
