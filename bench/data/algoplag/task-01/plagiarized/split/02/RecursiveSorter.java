/**
 * Divide-and-conquer sorter: halves the input, sorts each half and merges.
 */
public class RecursiveSorter {

    private int invocations;

    public int[] sort(int[] values) {
        invocations++;
        if (values.length < 2) {
            return values;
        }
        int centre = values.length / 2;
        int[] low = sort(SortUtils.slice(values, 0, centre));
        int[] high = sort(SortUtils.slice(values, centre, values.length));
        return SortUtils.mergeAscending(low, high);
    }

    public int getInvocations() {
        return invocations;
    }
}
