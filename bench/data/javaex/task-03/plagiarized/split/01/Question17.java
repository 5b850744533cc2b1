/*
Write a program that prompts the user to enter a year and the first three letters of a month name (with the first letter in uppercase) and displays the number of days in the month. 
*/

package Chapter4;
import java.util.Scanner;

public class Question17 {
    public static void main(String[] args){
        Scanner sc = new Scanner(System.in);

        // Prompt the user to enter year and first three letters of month
        System.out.print("Enter a year: ");
        int year = sc.nextInt();
        sc.nextLine();
        System.out.print("Enter a month (with the first letter in uppercase): ");
        String month = sc.nextLine();

        boolean isLeapYear = LeapYear.check(year);
        int days = MonthTable.days(month, isLeapYear);

        // Display the result
        System.out.println(month + " " + year + " has " + days + " days");

        // Close the Scanner
        sc.close();
    }
}
