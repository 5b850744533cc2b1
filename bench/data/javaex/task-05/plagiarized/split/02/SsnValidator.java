package ssn;

/** DDD-DD-DDDD: eleven characters, dashes at 3 and 6, digits elsewhere. */
public class SsnValidator implements Validator {
    private static final int LENGTH = 11;

    @Override
    public boolean accepts(String text) {
        if (text.length() != LENGTH) {
            return false;
        }
        for (int i = 0; i < LENGTH; i++) {
            char c = text.charAt(i);
            boolean dash = i == 3 || i == 6;
            if (dash && c != '-' || !Character.isDigit(c)) {
                return false;
            }
        }
        return true;
    }
}
