import java.util.Arrays;

/** Splits an array recursively and lets {@link ArrayMerger} put it back together. */
public class MergeSorter {

    private final ArrayMerger merger = new ArrayMerger();

    public int[] mergeSort(int[] arr) {
        // one element: nothing to sort
        if (arr.length == 1) {
            return arr;
        }
        int mid = arr.length / 2;
        int[] leftPart = mergeSort(Arrays.copyOfRange(arr, 0, mid));
        int[] rightPart = mergeSort(Arrays.copyOfRange(arr, mid, arr.length));
        return merger.merge(leftPart, rightPart);
    }
}
