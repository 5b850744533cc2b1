package calendar;

public enum Weekday {
    SUNDAY("Sunday"), MONDAY("Monday"), TUESDAY("Tuesday"), WEDNESDAY("Wednesday"),
    THURSDAY("Thursday"), FRIDAY("Friday"), SATURDAY("Saturday");

    private final String label;

    Weekday(String label) {
        this.label = label;
    }

    public static Weekday fromIndex(int index) {
        return values()[Math.floorMod(index, values().length)];
    }

    public Weekday after(int days) {
        return fromIndex(ordinal() + days);
    }

    @Override
    public String toString() {
        return label;
    }
}
