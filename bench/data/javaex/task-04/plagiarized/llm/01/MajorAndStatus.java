package com.company;

import java.util.Scanner;

/**
 * Decodes a two-character student code: the first character is the major
 * (M, C or I), the second the year of study (1 to 4).
 */
public class MajorAndStatus {

    private static final String INVALID = "Invalid input";

    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        System.out.print("Enter two characters: ");
        String code = scanner.nextLine();
        if (code.length() != 2) {
            System.out.println(INVALID);
            return;
        }

        char majorCode = Character.toUpperCase(code.charAt(0));
        int statusCode = Character.getNumericValue(code.charAt(1));

        String major;
        if (majorCode == 'M') {
            major = "Mathmatics";
        } else if (majorCode == 'C') {
            major = "Computer Science";
        } else if (majorCode == 'I') {
            major = "Information Technology";
        } else {
            major = null;
        }

        String[] statuses = {"Freshman", "Sophomore", "Junior", "Senior"};
        if (major == null || statusCode < 1 || statusCode > 4) {
            System.out.println(INVALID);
        } else {
            System.out.printf("%s %s%n", major, statuses[statusCode - 1]);
        }
    }
}
