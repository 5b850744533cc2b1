import java.util.Scanner;

/**
 * Reads a text and a pattern and reports where the pattern first occurs,
 * using prefix-border information (Knuth-Morris-Pratt).
 */
public class TextSearch {

    private final String pattern;
    private final int[] borders;

    public TextSearch(String pattern) {
        this.pattern = pattern;
        this.borders = computeBorders(pattern);
    }

    private static int[] computeBorders(String p) {
        int[] result = new int[p.length()];
        if (result.length == 0) {
            return result;
        }
        result[0] = -1;
        for (int j = 1; j < p.length(); j++) {
            int k = result[j - 1];
            for (; k >= 0 && p.charAt(j) != p.charAt(k + 1); k = result[k]) {
                // fall back to shorter borders
            }
            result[j] = (p.charAt(j) == p.charAt(k + 1)) ? k + 1 : -1;
        }
        return result;
    }

    public int firstOccurrenceIn(String text) {
        int t = 0;
        int q = 0;
        for (; t < text.length() && q < pattern.length(); ) {
            if (text.charAt(t) == pattern.charAt(q)) {
                t++;
                q++;
            } else if (q > 0) {
                q = borders[q - 1] + 1;
            } else {
                t++;
            }
        }
        return (q == pattern.length()) ? t - q : -1;
    }

    public boolean matches(String text) {
        return firstOccurrenceIn(text) >= 0;
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.print("Text: ");
        String text = in.hasNextLine() ? in.nextLine() : "algorithm";
        System.out.print("Pattern: ");
        String pattern = in.hasNextLine() ? in.nextLine() : "algo";
        if (pattern.isEmpty()) {
            System.out.println("Empty pattern");
            return;
        }
        int index = new TextSearch(pattern).firstOccurrenceIn(text);
        System.out.println(index < 0 ? "No match found" : "Match found at index " + index);
    }
}
