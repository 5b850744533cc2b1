package letters;

/** Looks the character up in a table of vowels followed by consonants. */
public class TableClassifier implements Classifier {
    private static final String VOWELS = "aeiouAEIOU";
    private static final String ALL = VOWELS + "bcdfghjklmpqrstvwxyzBCDFGHJKLMPQRSTVWXY";

    @Override
    public Category classify(char c) {
        int position = ALL.indexOf(c);
        if (position == -1) {
            return Category.INVALID;
        }
        return position < VOWELS.length() ? Category.VOWEL : Category.CONSONANT;
    }
}
