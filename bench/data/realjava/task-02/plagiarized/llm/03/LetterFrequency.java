import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

/**
 * Occurrences of one character in a string, counted recursively
 * on the suffix that follows each match found with indexOf.
 */
public class LetterFrequency {

    public static int count(String str, char a) {
        return countFrom(str, a, 0);
    }

    private static int countFrom(String str, char a, int start) {
        int at = str.indexOf(a, start);
        return at < 0 ? 0 : 1 + countFrom(str, a, at + 1);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader console = new BufferedReader(new InputStreamReader(System.in));
        System.out.print("Text: ");
        String text = console.readLine();
        System.out.print("Character: ");
        String choice = console.readLine();
        if (text == null || choice == null || choice.isEmpty()) {
            System.out.println("Nothing to count.");
            return;
        }
        char symbol = choice.charAt(0);
        System.out.println("'" + symbol + "' appears " + count(text, symbol) + " times in: " + text);
    }
}
