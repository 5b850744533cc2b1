/** What every string matcher of this program offers. */
public interface PatternMatcher {
    /** First index of the pattern in text, or -1. */
    int indexIn(String text);

    default boolean occursIn(String text) {
        return indexIn(text) >= 0;
    }
}
