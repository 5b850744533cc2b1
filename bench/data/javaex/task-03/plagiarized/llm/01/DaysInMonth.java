package Chapter4;

import java.util.Scanner;

/**
 * Prints the number of days of a month, given the year and the month's
 * three-letter abbreviation (first letter in upper case, e.g. {@code Feb}).
 */
public class DaysInMonth {

    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);

        System.out.print("Enter a year: ");
        int year = scanner.nextInt();
        scanner.nextLine();
        System.out.print("Enter a month (with the first letter in uppercase): ");
        String monthName = scanner.nextLine();

        boolean leapYear = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;

        int numberOfDays;
        switch (monthName) {
            case "Feb":
                numberOfDays = leapYear ? 29 : 28;
                break;
            case "Apr":
            case "Jun":
            case "Sep":
            case "Nov":
                numberOfDays = 30;
                break;
            case "Jan":
            case "Mar":
            case "May":
            case "Jul":
            case "Aug":
            case "Oct":
            case "Dec":
                numberOfDays = 31;
                break;
            default:
                numberOfDays = 0;
        }

        System.out.printf("%s %d has %d days%n", monthName, year, numberOfDays);
        scanner.close();
    }
}
