import java.time.DayOfWeek;
import java.util.Locale;
import java.util.Scanner;
import java.time.format.TextStyle;

public class FutureDay {
    public static void main(String[] args) {
        try (Scanner sc = new Scanner(System.in)) {
            System.out.println("Enter today’s day: ");
            int start = sc.nextInt();
            System.out.println("Enter the number of days elapsed since today: ");
            long offset = sc.nextLong();
            String message = String.format("Today is %s the future day is %s",
                    label(start), label((int) ((start + offset) % 7)));
            System.out.println(message);
        }
    }

    // java.time counts Monday as 1 and Sunday as 7; the exercise counts Sunday as 0.
    private static String label(int sundayBased) {
        DayOfWeek day = sundayBased == 0 ? DayOfWeek.SUNDAY : DayOfWeek.of(sundayBased);
        return day.getDisplayName(TextStyle.FULL, Locale.ENGLISH);
    }
}
