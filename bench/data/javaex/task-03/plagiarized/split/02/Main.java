package calendar;

import calendar.model.LeapRule;
import calendar.model.Month;
import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        System.out.print("Enter a year: ");
        int year = sc.nextInt();
        sc.nextLine();
        System.out.print("Enter a month (with the first letter in uppercase): ");
        String text = sc.nextLine();

        Month month = Month.fromAbbreviation(text);
        int days = month == null ? 0 : month.length(LeapRule.isLeap(year));
        System.out.println(text + " " + year + " has " + days + " days");
        sc.close();
    }
}
