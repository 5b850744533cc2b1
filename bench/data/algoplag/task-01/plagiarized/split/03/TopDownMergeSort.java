import java.util.Arrays;

/**
 * Top-down merge sort: the array is halved recursively and the halves are
 * merged by {@link Merger}.
 */
public class TopDownMergeSort implements IntSorter {

    private final Merger merger;

    public TopDownMergeSort(Merger merger) {
        this.merger = merger;
    }

    @Override
    public int[] sort(int[] input) {
        if (input.length <= 1) {
            return input;
        }
        int half = input.length / 2;
        int[] first = sort(Arrays.copyOfRange(input, 0, half));
        int[] second = sort(Arrays.copyOfRange(input, half, input.length));
        return merger.merge(first, second);
    }
}
