import java.util.Arrays;

public class Main {
    public static void main(String[] args) {
        int[] arr = {5, 4, 3, 2, 1};
        MergeSorter sorter = new MergeSorter();
        arr = sorter.mergeSort(arr);
        System.out.println(Arrays.toString(arr));
    }
}
