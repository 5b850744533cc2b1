package school;

public enum Standing {
    FRESHMAN("Freshman"), SOPHOMORE("Sophomore"), JUNIOR("Junior"), SENIOR("Senior");

    final String title;

    Standing(String title) {
        this.title = title;
    }

    static Standing of(char digit) {
        int n = Character.getNumericValue(digit);
        return n >= 1 && n <= 4 ? values()[n - 1] : null;
    }
}
