/** Anything that can sort an int array into a new array. */
public interface IntSorter {
    int[] sort(int[] input);
}
