package weekday;

public class ZellerCalculator implements DayOfWeekCalculator {
    private static final String[] NAMES = {
        "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"
    };

    @Override
    public String dayOfWeek(DateInput date) {
        int month = date.month();
        int year = date.year();
        if (month < 3) {
            month += 12;
            year -= 1;
        }
        int century = year / 100;
        int rest = year % 100;
        int h = (date.day() + 26 * (month + 1) / 10 + rest + rest / 4 + century / 4 + 5 * century) % 7;
        return NAMES[h];
    }
}
