package weekdays;

import java.util.Scanner;

/**
 * Computes the day of the week a given number of days from today.
 */
public class WeekdayCalculator {

    /** Number of days in one week. */
    private static final int DAYS_PER_WEEK = 7;

    /**
     * Reads today's day index and the elapsed days, then prints both day names.
     *
     * @param args command-line arguments (unused)
     */
    public static void main(String[] args) {
        Scanner keyboard = new Scanner(System.in);
        System.out.println("Enter today’s day: ");
        int todayIndex = keyboard.nextInt();
        System.out.println("Enter the number of days elapsed since today: ");
        int elapsedDays = keyboard.nextInt();
        keyboard.close();

        int futureIndex = (todayIndex + elapsedDays) % DAYS_PER_WEEK;

        System.out.println("Today is " + dayName(todayIndex) + " the future day is " + dayName(futureIndex));
    }

    /**
     * Maps a day index (0 = Sunday) to its English name.
     *
     * @param index the day index
     * @return the name of the day
     */
    private static String dayName(int index) {
        switch (index) {
            case 0: return "Sunday";
            case 1: return "Monday";
            case 2: return "Tuesday";
            case 3: return "Wednesday";
            case 4: return "Thursday";
            case 5: return "Friday";
            default: return "Saturday";
        }
    }
}
