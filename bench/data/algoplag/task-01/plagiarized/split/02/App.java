import java.util.Arrays;

/**
 * Entry point: sorts a small sample and prints the result.
 */
public class App {

    public static void main(String[] args) {
        int[] sample = {5, 4, 3, 2, 1};
        RecursiveSorter sorter = new RecursiveSorter();
        int[] ordered = sorter.sort(sample);
        System.out.println(Arrays.toString(ordered));
        System.out.println("Sorted correctly: " + SortUtils.isAscending(ordered));
    }
}
