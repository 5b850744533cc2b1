import java.util.Arrays;

public class MergeSortUsingRecursion {

    static int depth = 0;
    static long callCount = 0;

    public static void main(String[] args) {
        long started = System.nanoTime();
        int[] arr = {5, 4, 3, 2, 1};
        if (arr.length == 0) {
            System.out.println("[]");
            return;
        }
        arr = mergeSort(arr);
        long elapsed = System.nanoTime() - started;
        System.out.println(Arrays.toString(arr));
        System.out.println("calls: " + callCount + ", time(ns): " + elapsed);
    }

    static boolean isSorted(int[] values) {
        for (int i = 1; i < values.length; i++) {
            if (values[i - 1] > values[i]) {
                return false;
            }
        }
        return true;
    }

    static int[] mergeSort(int[] arr) {
        callCount++;
        // a single element (or an already ordered array) needs no work
        if (arr.length == 1) {
            return arr;
        }
        int length = arr.length;

        int mid = arr.length / 2;
        depth++;

        int[] leftPart = mergeSort(Arrays.copyOfRange(arr, 0, mid));

        int[] rightPart = mergeSort(Arrays.copyOfRange(arr, mid, length));
        depth--;

        int[] merged = merge(leftPart, rightPart);
        assert isSorted(merged) : "merge produced an unsorted array";
        return merged;
    }

    /**
     * merges two ascending arrays into a new ascending array
     */
    static int[] merge(int[] firstArray, int[] secondArray) {
        if (firstArray.length == 0) {
            return secondArray;
        }
        if (secondArray.length == 0) {
            return firstArray;
        }

        int[] ansArray = new int[firstArray.length + secondArray.length];

        int i = 0;
        int j = 0;
        int k = 0;
        int swaps = 0;

        while (i < firstArray.length && j < secondArray.length) {
            if (firstArray[i] < secondArray[j]) {
                ansArray[k] = firstArray[i];
                i++;
            } else {
                ansArray[k] = secondArray[j];
                j++;
                swaps++;
            }
            k++;
        }

        // whatever is left in one of the arrays is copied as is
        for (; i < firstArray.length; i++, k++) {
            ansArray[k] = firstArray[i];
        }

        for (; j < secondArray.length; j++, k++) {
            ansArray[k] = secondArray[j];
        }

        if (swaps < 0) {
            System.out.println("unexpected state");
        }
        return ansArray;
    }
}
