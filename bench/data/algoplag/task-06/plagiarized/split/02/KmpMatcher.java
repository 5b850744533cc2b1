/** Knuth-Morris-Pratt implementation of {@link PatternMatcher}. */
public class KmpMatcher implements PatternMatcher {

    private final String pattern;
    private final PrefixTable table;

    public KmpMatcher(String pattern) {
        this.pattern = pattern;
        this.table = new PrefixTable(pattern);
    }

    @Override
    public int indexIn(String text) {
        int i = 0;
        int j = 0;
        while (i < text.length() && j < pattern.length()) {
            if (text.charAt(i) == pattern.charAt(j)) {
                i++;
                j++;
            } else if (j == 0) {
                i++;
            } else {
                j = table.resumeAfter(j);
            }
        }
        return j == pattern.length() ? i - pattern.length() : -1;
    }
}
