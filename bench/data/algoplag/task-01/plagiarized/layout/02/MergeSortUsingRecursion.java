import java.util.Arrays;

public class MergeSortUsingRecursion {

    public static void main(String[] args) {
        int[] arr = {5,4,3,2,1};
        arr = mergeSort(arr);
        System.out.println(Arrays.toString(arr));
    }

    /*
     * Recursive merge sort.
     * Returns a new sorted array, the input is not changed.
     */
    static int[] mergeSort(int[] arr) {
        if (arr.length==1) return arr;
        int mid = arr.length / 2;
        int[] leftPart = mergeSort(Arrays.copyOfRange(arr,0,mid));   // sorted left half
        int[] rightPart = mergeSort(Arrays.copyOfRange(arr,mid,arr.length)); // sorted right half
        return merge(leftPart,rightPart);
    }

    /*
     * Merges two sorted arrays.
     * i walks the first array, j the second one, k the result.
     */
    static int[] merge(int[] firstArray , int[] secondArray) {
        int[] ansArray = new int[firstArray.length + secondArray.length];
        int i = 0, j = 0, k = 0;
        while (i< firstArray.length && j< secondArray.length) {
            if (firstArray[i] < secondArray[j]) { ansArray[k] = firstArray[i]; i++; }
            else { ansArray[k] = secondArray[j]; j++; }
            k++;
        }
        while (i< firstArray.length) { ansArray[k] = firstArray[i]; i++; k++; }
        while (j< secondArray.length) { ansArray[k] = secondArray[j]; j++; k++; }
        return ansArray;
    }
}
