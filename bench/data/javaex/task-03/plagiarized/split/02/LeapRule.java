package calendar.model;

/** The Gregorian leap-year rule. */
public interface LeapRule {
    static boolean isLeap(int year) {
        return year % 4 == 0 && year % 100 != 0 || year % 400 == 0;
    }
}
