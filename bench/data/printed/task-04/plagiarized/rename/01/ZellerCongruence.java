package ch03;
import java.util.Scanner;

public class ZellerCongruence {
    public static void main(String[] argv) {
        // ask for the date
        Scanner sc = new Scanner(System.in);
        System.out.print("Enter year: (e.g., 2012): ");
        int yr = sc.nextInt();
        System.out.print("Enter month: 1-12: ");
        int mon = sc.nextInt();
        System.out.print("Enter the day of the month: 1-31: ");
        int dom = sc.nextInt();
        //
        int dayNum = dom;
        int monthNum;
        if (mon == 1) {
            monthNum = 13;
            yr -= 1;
        }
        else if (mon == 2) {
            monthNum = 14;
            yr -= 1;
        }
        else {
            monthNum = mon;
        }
        int yearOfCentury = yr % 100;
        int century = yr / 100 ;
        int weekday = (dayNum + 26*(monthNum+1)/10 + yearOfCentury + yearOfCentury/4 + century/4 + 5*century) % 7;
        String result = "" ;
        switch (weekday) {
            case 0: {
                result = "Saturday";
                break;
            }
            case 1: {
                result = "Sunday";
                break;
            }
            case 2: {
                result = "Monday";
                break;
            }
            case 3: {
                result = "Tuesday";
                break;
            }
            case 4: {
                result = "Wednesday";
                break;
            }
            case 5: {
                result = "Thursday";
                break;
            }
            case 6: {
                result = "Friday";
                break;
            }

        }
        System.out.println("Day of the week is " + result);
    }
}
