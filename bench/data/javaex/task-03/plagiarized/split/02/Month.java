package calendar.model;

/** The twelve months with their length in a common year. */
public enum Month {
    JAN(31), FEB(28), MAR(31), APR(30), MAY(31), JUN(30),
    JUL(31), AUG(31), SEP(30), OCT(31), NOV(30), DEC(31);

    private final int commonYearDays;

    Month(int commonYearDays) {
        this.commonYearDays = commonYearDays;
    }

    public int length(boolean leapYear) {
        return this == FEB && leapYear ? commonYearDays + 1 : commonYearDays;
    }

    /** The month for an abbreviation such as "Feb", or null. */
    public static Month fromAbbreviation(String text) {
        for (Month m : values()) {
            String name = m.name();
            if ((name.charAt(0) + name.substring(1).toLowerCase()).equals(text)) {
                return m;
            }
        }
        return null;
    }
}
