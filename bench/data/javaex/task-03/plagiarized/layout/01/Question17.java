/* Year and first three letters of a month -> number of days in that month. */
package Chapter4;
import java.util.Scanner;

public class Question17
{
    public static void main(String[] args)
    {
        Scanner sc = new Scanner(System.in);
        System.out.print("Enter a year: ");
        int year = sc.nextInt();
        sc.nextLine();
        System.out.print("Enter a month (with the first letter in uppercase): ");
        String month = sc.nextLine();
        boolean isLeapYear = false;
        int days = 0;
        if (year % 4 == 0 && year % 100 != 0 || year % 400 == 0) isLeapYear = true;
        switch (month)
        {
            case "Jan": days = 31; break;
            case "Feb": if (isLeapYear) { days = 29; } else { days = 28; } break;
            case "Mar": days = 31; break;
            case "Apr": days = 30; break;
            case "May": days = 31; break;
            case "Jun": days = 30; break;
            case "Jul": days = 31; break;
            case "Aug": days = 31; break;
            case "Sep": days = 30; break;
            case "Oct": days = 31; break;
            case "Nov": days = 30; break;
            case "Dec": days = 31; break;
        }
        System.out.println(month + " " + year + " has " + days + " days");
        sc.close();
    }
}
