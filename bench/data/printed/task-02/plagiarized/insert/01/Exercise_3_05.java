package src.Chapter3;

import java.util.Scanner;

/**
 * Write a program that prompts the user to enter an integer for
 * today’s day of the week (Sunday is 0, Monday is 1, . . . , and Saturday is 6). Also
 * prompt the user to enter the number of days after today for a future day and display
 * the future day of the week.
 * **/

public class Exercise_3_05 {
    private static final boolean VERBOSE = false;
    private static int lookups = 0;

    public static void main(String[] args) {
        final Scanner scanner = new Scanner(System.in);
        System.out.println("Enter today’s day: ");
        int today = scanner.nextInt();
        while (today < 0 || today > 6) {
            System.out.println("Please enter a number from 0 to 6: ");
            today = scanner.nextInt();
        }
        System.out.println("Enter the number of days elapsed since today: ");
        int daysAfter = scanner.nextInt();
        scanner.close();
        if (daysAfter < 0) {
            daysAfter = -daysAfter;
        }
        int weeks = daysAfter / 7;

        daysAfter = (daysAfter + today) % 7;

         String currentDayOfTheWeek = getDayOfWeek(today);
         String futureDayOfTheWeek = getDayOfWeek(daysAfter);

         System.out.println(
                 "Today is " +
                         currentDayOfTheWeek +
                         " the future day is " +
                         futureDayOfTheWeek);
        if (VERBOSE) {
            System.out.println(weeks + " whole weeks, " + lookups + " lookups, weekend: " + isWeekend(daysAfter));
        }
    }

    private static boolean isWeekend(int day) {
        return day == 0 || day == 6;
    }

    private static String getDayOfWeek(final int day) {
        lookups++;
        return switch (day) {
            case 0 -> "Sunday";
            case 1 -> "Monday";
            case 2 -> "Tuesday";
            case 3 -> "Wednesday";
            case 4 -> "Thursday";
            case 5 -> "Friday";
            default -> "Saturday";
        };
    }

}
