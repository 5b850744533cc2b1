package school;

public enum Major {
    MATH('M', "Mathmatics"),
    CS('C', "Computer Science"),
    IT('I', "Information Technology");

    final char code;
    final String title;

    Major(char code, String title) {
        this.code = code;
        this.title = title;
    }

    static Major of(char code) {
        for (Major m : values()) {
            if (m.code == Character.toUpperCase(code)) {
                return m;
            }
        }
        return null;
    }
}
