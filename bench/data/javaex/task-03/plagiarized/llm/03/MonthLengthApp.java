package Chapter4;

import java.util.Scanner;

public class MonthLengthApp {

    /** The two answers the user gives. */
    static final class Request {
        final int year;
        final String month;

        Request(int year, String month) {
            this.year = year;
            this.month = month;
        }
    }

    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        Request request = read(sc);
        int days = daysIn(request.month, isLeapYear(request.year));
        System.out.println(request.month + " " + request.year + " has " + days + " days");
        sc.close();
    }

    static Request read(Scanner sc) {
        System.out.print("Enter a year: ");
        int year = sc.nextInt();
        sc.nextLine();
        System.out.print("Enter a month (with the first letter in uppercase): ");
        return new Request(year, sc.nextLine());
    }

    static boolean isLeapYear(int year) {
        return year % 4 == 0 && year % 100 != 0 || year % 400 == 0;
    }

    static int daysIn(String month, boolean leap) {
        switch (month) {
            case "Feb":
                return leap ? 29 : 28;
            case "Apr":
            case "Jun":
            case "Sep":
            case "Nov":
                return 30;
            case "Jan":
            case "Mar":
            case "May":
            case "Jul":
            case "Aug":
            case "Oct":
            case "Dec":
                return 31;
            default:
                return 0;
        }
    }
}
