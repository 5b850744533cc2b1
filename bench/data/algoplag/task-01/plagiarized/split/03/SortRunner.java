import java.util.Arrays;

public class SortRunner {

    public static void main(String[] args) {
        Merger merger = new Merger();
        IntSorter sorter = new TopDownMergeSort(merger);
        int[] numbers = {5, 4, 3, 2, 1};
        int[] sorted = sorter.sort(numbers);
        System.out.println(Arrays.toString(sorted));
        System.out.println("comparisons: " + merger.getComparisons());
    }
}
