package binary;

/** Turns a non-negative int into its base-2 digits. */
public final class BinaryEncoder {
    private BinaryEncoder() {
    }

    public static String encode(int value) {
        if (value == 0) {
            return "0";
        }
        StringBuilder digits = new StringBuilder();
        int rest = value;
        while (rest != 0) {
            digits.insert(0, rest % 2);
            rest /= 2;
        }
        return digits.toString();
    }
}
