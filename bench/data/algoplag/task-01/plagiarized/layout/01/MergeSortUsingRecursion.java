import java.util.Arrays;

/**
 * Sorts an array with merge sort (recursive version).
 */
public class MergeSortUsingRecursion
{
    public static void main(String[] args)
    {
        int[] arr = {5, 4, 3, 2, 1};
        arr = mergeSort(arr);
        System.out.println(Arrays.toString(arr));
    }

    // split the array in two halves, sort each half, then merge them
    static int[] mergeSort(int[] arr)
    {
        // an array of one element is already sorted
        if (arr.length == 1)
        {
            return arr;
        }

        int mid = arr.length / 2;

        int[] leftPart = mergeSort(Arrays.copyOfRange(arr, 0, mid));
        int[] rightPart = mergeSort(Arrays.copyOfRange(arr, mid, arr.length));

        return merge(leftPart, rightPart);
    }

    // merge two sorted arrays into one sorted array
    static int[] merge(int[] firstArray, int[] secondArray)
    {
        int[] ansArray = new int[firstArray.length + secondArray.length];

        int i = 0;
        int j = 0;
        int k = 0;

        while (i < firstArray.length && j < secondArray.length)
        {
            if (firstArray[i] < secondArray[j])
            {
                ansArray[k] = firstArray[i];
                i++;
            }
            else
            {
                ansArray[k] = secondArray[j];
                j++;
            }
            k++;
        }

        // copy what is left of the first array
        while (i < firstArray.length)
        {
            ansArray[k] = firstArray[i];
            i++;
            k++;
        }

        // copy what is left of the second array
        while (j < secondArray.length)
        {
            ansArray[k] = secondArray[j];
            j++;
            k++;
        }

        return ansArray;
    }
}
