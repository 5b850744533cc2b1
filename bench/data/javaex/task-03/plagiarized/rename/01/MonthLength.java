/*
Reads a year and a month abbreviation such as Feb and prints how many days that month has in that year.
*/

package calendar;
import java.util.Scanner;

public class MonthLength {
    public static void main(String[] args){
        Scanner keyboard = new Scanner(System.in);

        // Read the year and the month abbreviation
        System.out.print("Enter a year: ");
        int yr = keyboard.nextInt();
        keyboard.nextLine();
        System.out.print("Enter a month (with the first letter in uppercase): ");
        String abbrev = keyboard.nextLine();

        boolean leap = false;
        int count = 0;

        // Leap years: divisible by 4 but not by 100, or divisible by 400
        if (yr % 4 == 0 && yr % 100 != 0 || yr % 400 == 0){
            leap = true;
        }

        // Look the month up
        switch (abbrev){
            case "Jan": 
                count = 31;
                break;
            case "Feb": 
                if (leap){
                    count = 29;
                }
                else {
                    count = 28;
                }
                break;
            case "Mar": 
                count = 31;
                break;
            case "Apr": 
                count = 30;
                break;
            case "May": 
                count = 31;
                break;
            case "Jun": 
                count = 30;
                break;
            case "Jul": 
                count = 31;
                break;
            case "Aug": 
                count = 31;
                break;
            case "Sep": 
                count = 30;
                break;
            case "Oct": 
                count = 31;
                break;
            case "Nov": 
                count = 30;
                break;
            case "Dec": 
                count = 31;
                break;
        }

        // Print the answer
        System.out.println(abbrev + " " + yr + " has " + count + " days");

        // Release the keyboard
        keyboard.close();
    }
}
