package weekday;

import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        System.out.print("Enter year: (e.g., 2012): ");
        int year = scanner.nextInt();
        System.out.print("Enter month: 1-12: ");
        int month = scanner.nextInt();
        System.out.print("Enter the day of the month: 1-31: ");
        int day = scanner.nextInt();
        DayOfWeekCalculator calculator = new ZellerCalculator();
        System.out.println("Day of the week is " + calculator.dayOfWeek(new DateInput(year, month, day)));
    }
}
