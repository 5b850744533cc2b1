import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

/**
 * Palindrome test for integers.
 *
 * The reversal is computed recursively: the last digit is moved to the
 * front of the reversal of the remaining digits.
 */
public final class NumberMirror {

    private NumberMirror() {
    }

    /** Reverse of n, accumulated in acc (start with acc = 0). */
    private static int reverseInto(int n, int acc) {
        if (n == 0) {
            return acc;
        }
        return reverseInto(n / 10, acc * 10 + n % 10);
    }

    public static int reverse(int number) {
        return reverseInto(number, 0);
    }

    public static boolean isPalindrome(int number) {
        int back = reverse(number);
        return back == number;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        System.out.print("Integer to test: ");
        String line = reader.readLine();
        if (line == null) {
            System.err.println("No input.");
            return;
        }
        int n;
        try {
            n = Integer.parseInt(line.trim());
        } catch (NumberFormatException e) {
            System.err.println("Not an integer: " + line.trim());
            return;
        }
        StringBuilder out = new StringBuilder();
        out.append(n).append(isPalindrome(n) ? " reads the same backwards" : " does not read the same backwards");
        System.out.println(out);
    }
}
