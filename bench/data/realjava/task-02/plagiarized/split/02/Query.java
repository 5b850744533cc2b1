package occurrences;

/** The text and the character the user asked about. */
public class Query {
    private final String text;
    private final char target;

    public Query(String text, char target) {
        this.text = text;
        this.target = target;
    }

    public String getText() {
        return text;
    }

    public char getTarget() {
        return target;
    }
}
