package dates;

import java.util.Scanner;

/**
 * Finds the day of the week for a date using Zeller's congruence.
 */
public class DayOfWeekFinder {

    /** Day names in the order Zeller's congruence numbers them (0 = Saturday). */
    private static final String[] DAY_NAMES = {
        "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"
    };

    /**
     * Reads a date and prints its day of the week.
     *
     * @param args unused
     */
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        System.out.print("Enter year: (e.g., 2012): ");
        int year = scanner.nextInt();
        System.out.print("Enter month: 1-12: ");
        int month = scanner.nextInt();
        System.out.print("Enter the day of the month: 1-31: ");
        int dayOfMonth = scanner.nextInt();

        // January and February count as months 13 and 14 of the previous year.
        if (month < 3) {
            month += 12;
            year--;
        }
        int yearOfCentury = year % 100;
        int century = year / 100;
        int zellerIndex = (dayOfMonth + 26 * (month + 1) / 10 + yearOfCentury
                + yearOfCentury / 4 + century / 4 + 5 * century) % 7;

        System.out.println("Day of the week is " + DAY_NAMES[zellerIndex]);
    }
}
