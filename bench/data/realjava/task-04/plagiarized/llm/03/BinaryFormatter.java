import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

/**
 * Decimal to binary with bit masks: the highest set bit is located
 * first, then every bit below it is tested with a shift and an AND.
 */
public class BinaryFormatter {

    static String binaryOf(int value) {
        if (value == 0) {
            return "0";
        }
        int top = 30;
        while (((value >> top) & 1) == 0) {
            top--;
        }
        char[] digits = new char[top + 1];
        for (int bit = top; bit >= 0; bit--) {
            digits[top - bit] = ((value >> bit) & 1) == 1 ? '1' : '0';
        }
        return new String(digits);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        Integer value = null;
        while (value == null) {
            System.out.print("Decimal integer (0 or more): ");
            String line = in.readLine();
            if (line == null) {
                return;
            }
            try {
                int parsed = Integer.parseInt(line.trim());
                if (parsed >= 0) {
                    value = parsed;
                } else {
                    System.out.println("Negative numbers are not accepted.");
                }
            } catch (NumberFormatException e) {
                System.out.println("That is not a whole number.");
            }
        }
        System.out.println(value + " in binary is " + binaryOf(value));
    }
}
