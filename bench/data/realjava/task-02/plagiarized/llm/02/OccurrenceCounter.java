import java.util.Scanner;

public class OccurrenceCounter {

    // Counts matching characters with an index walking backwards
    public static int count(String str, char a) {
        int matches = 0;
        int index = str.length() - 1;
        while (index >= 0) {
            if (str.charAt(index) != a) {
                index--;
                continue;
            }
            matches++;
            index--;
        }
        return matches;
    }

    private static String readLine(Scanner in, String prompt) {
        System.out.print(prompt);
        return in.nextLine();
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        String text = readLine(in, "Enter a String value : ");
        String token = readLine(in, "Enter a character to check its occurrence : ").trim();
        char wanted = token.isEmpty() ? ' ' : token.charAt(0);
        int found = count(text, wanted);
        System.out.printf("%nThe character '%c' occurs %d time(s) in \"%s\"%n", wanted, found, text);
    }
}
