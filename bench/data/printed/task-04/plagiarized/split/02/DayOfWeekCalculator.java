package weekday;

public interface DayOfWeekCalculator {
    String dayOfWeek(DateInput date);
}
