package chapter3;

import java.util.Scanner;

/**
 * Reads today's day of the week as a number (0 is Sunday, 6 is Saturday) and
 * how many days pass, and prints which day of the week that will be.
 **/

public class FutureDate {
    public static void main(String[] params) {
        final Scanner in = new Scanner(System.in);
        System.out.println("Enter today’s day: ");
        int current = in.nextInt();
        System.out.println("Enter the number of days elapsed since today: ");
        int elapsed = in.nextInt();
        in.close();

        elapsed = (elapsed + current) % 7;

         String todayName = nameOf(current);
         String futureName = nameOf(elapsed);

         System.out.println(
                 "Today is " +
                         todayName +
                         " the future day is " +
                         futureName);
    }

    private static String nameOf(final int index) {
        return switch (index) {
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
