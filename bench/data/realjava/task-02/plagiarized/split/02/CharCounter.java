package occurrences;

/** Counts occurrences of a character in a text. */
public interface CharCounter {
    int count(String text, char target);
}
