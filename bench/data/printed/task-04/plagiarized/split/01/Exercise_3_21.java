package com.company;
import java.util.Scanner;

public class Exercise_3_21 {
    public static void main(String[] args) {
        // obtain year, month, day
        Scanner input = new Scanner(System.in);
        System.out.print("Enter year: (e.g., 2012): ");
        int year = input.nextInt();
        System.out.print("Enter month: 1-12: ");
        int month = input.nextInt();
        System.out.print("Enter the day of the month: 1-31: ");
        int day = input.nextInt();
        int h = Zeller.dayIndex(year, month, day);
        System.out.println("Day of the week is " + Zeller.dayName(h));
    }
}
