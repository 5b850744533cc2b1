package weekday;

public record DateInput(int year, int month, int day) {
}
