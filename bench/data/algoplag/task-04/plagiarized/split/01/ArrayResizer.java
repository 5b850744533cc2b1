/** Copies an int array into a new array of another length. */
public final class ArrayResizer {

    private ArrayResizer() {
    }

    public static int[] resize(int[] stackArray, int newSize) {
        int[] transferArray = new int[newSize];
        System.arraycopy(stackArray, 0, transferArray, 0, Math.min(stackArray.length, newSize));
        return transferArray;
    }
}
