import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class SsnFormat {
    // D stands for any digit; every other character must appear as it is.
    private static final String PATTERN = "DDD-DD-DDDD";

    static boolean fits(String text) {
        if (text.length() != PATTERN.length()) {
            return false;
        }
        int p = 0;
        for (char actual : text.toCharArray()) {
            char expected = PATTERN.charAt(p++);
            boolean ok = expected == 'D' ? Character.isDigit(actual) : actual == expected;
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        System.out.println("Enter a SSN: ");
        String text = in.readLine().trim();
        String message = fits(text)
                ? String.format("%s is a social security number", text)
                : String.format("%s is a social security number", text);
        System.out.print(message);
    }
}
