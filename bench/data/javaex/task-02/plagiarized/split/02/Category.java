package letters;

/** The answer the program gives about a character. */
public enum Category {
    VOWEL(" is a vowel"),
    CONSONANT(" is a consonant"),
    INVALID(" is an invalid input");

    private final String suffix;

    Category(String suffix) {
        this.suffix = suffix;
    }

    public String describe(char c) {
        return c + suffix;
    }
}
