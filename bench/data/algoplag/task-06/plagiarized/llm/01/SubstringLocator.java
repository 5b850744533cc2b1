/**
 * Locates the first occurrence of a pattern inside a text using the
 * Knuth-Morris-Pratt technique: a precomputed fallback table tells the scan
 * where to resume after a mismatch, so text characters are never re-read.
 */
public class SubstringLocator {

    private static final int NOT_FOUND = -1;

    /** fallback[k] is the end index of the longest proper border of pattern[0..k], or -1. */
    private int[] fallback;

    public SubstringLocator() {
    }

    /** Convenience constructor that immediately reports where pattern occurs in text. */
    public SubstringLocator(String text, String pattern) {
        int position = locate(text, pattern);
        if (position != NOT_FOUND) {
            System.out.println("Pattern located at position " + position);
        } else {
            System.out.println("Pattern does not occur in the text");
        }
    }

    /** Returns whether the pattern appears anywhere in the text. */
    public boolean occursIn(String text, String pattern) {
        return new SubstringLocator().locate(text, pattern) != NOT_FOUND;
    }

    /** Returns the first index of pattern in text, or -1. */
    public int locate(String text, String pattern) {
        if (text == null || pattern == null || pattern.isEmpty()) {
            return NOT_FOUND;
        }
        fallback = buildFallbackTable(pattern);
        return scan(text, pattern);
    }

    private static int[] buildFallbackTable(String pattern) {
        int[] table = new int[pattern.length()];
        table[0] = -1;
        int index = 1;
        while (index < pattern.length()) {
            int candidate = table[index - 1];
            while (candidate >= 0 && pattern.charAt(index) != pattern.charAt(candidate + 1)) {
                candidate = table[candidate];
            }
            table[index] = pattern.charAt(index) == pattern.charAt(candidate + 1) ? candidate + 1 : -1;
            index++;
        }
        return table;
    }

    private int scan(String text, String pattern) {
        int textPos = 0;
        int patternPos = 0;
        final int textLength = text.length();
        final int patternLength = pattern.length();
        while (textPos < textLength && patternPos < patternLength) {
            if (text.charAt(textPos) != pattern.charAt(patternPos)) {
                if (patternPos != 0) {
                    patternPos = fallback[patternPos - 1] + 1;
                } else {
                    textPos++;
                }
                continue;
            }
            textPos++;
            patternPos++;
        }
        return patternPos == patternLength ? textPos - patternLength : NOT_FOUND;
    }

    public static void main(String[] args) {
        new SubstringLocator("algorithm", "algo");
        SubstringLocator locator = new SubstringLocator();
        System.out.println("'rit' in 'algorithm': " + locator.occursIn("algorithm", "rit"));
        System.out.println("'xyz' in 'algorithm': " + locator.occursIn("algorithm", "xyz"));
    }
}
