package occurrences;

/** Compares each character as a one-letter string with the target. */
public class StringCompareCounter implements CharCounter {
    @Override
    public int count(String text, char target) {
        String wanted = String.valueOf(target);
        int total = 0;
        for (int i = 0; i < text.length(); i++) {
            if (String.valueOf(text.charAt(i)).equals(wanted)) {
                total++;
            }
        }
        return total;
    }
}
