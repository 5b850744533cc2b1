/** Merges two sorted arrays into one sorted array. */
public class ArrayMerger {

    public int[] merge(int[] firstArray, int[] secondArray) {
        int[] ansArray = new int[firstArray.length + secondArray.length];
        int i = 0;
        int j = 0;
        int k = 0;
        while (i < firstArray.length && j < secondArray.length) {
            if (firstArray[i] < secondArray[j]) {
                ansArray[k] = firstArray[i];
                i++;
            } else {
                ansArray[k] = secondArray[j];
                j++;
            }
            k++;
        }
        while (i < firstArray.length) {
            ansArray[k] = firstArray[i];
            i++;
            k++;
        }
        while (j < secondArray.length) {
            ansArray[k] = secondArray[j];
            j++;
            k++;
        }
        return ansArray;
    }
}
