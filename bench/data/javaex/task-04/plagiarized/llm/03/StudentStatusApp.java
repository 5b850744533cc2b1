package com.company;

import java.util.Scanner;

public class StudentStatusApp {

    /** A decoded student code. */
    static final class Student {
        final String major;
        final String status;

        Student(String major, String status) {
            this.major = major;
            this.status = status;
        }

        @Override
        public String toString() {
            return major + " " + status;
        }
    }

    public static void main(String[] args) {
        Scanner input = new Scanner(System.in);
        String code = prompt(input);
        Student student = decode(code);
        System.out.println(student == null ? "Invalid input" : student.toString());
    }

    static String prompt(Scanner input) {
        System.out.print("Enter two characters: ");
        return input.nextLine();
    }

    static Student decode(String code) {
        if (code.length() != 2) {
            return null;
        }
        String major = majorOf(Character.toUpperCase(code.charAt(0)));
        String status = statusOf(code.charAt(1));
        return major == null || status == null ? null : new Student(major, status);
    }

    static String majorOf(char c) {
        switch (c) {
            case 'M': return "Mathmatics";
            case 'C': return "Computer Science";
            case 'I': return "Information Technology";
            default: return null;
        }
    }

    static String statusOf(char c) {
        switch (c) {
            case '1': return "Freshman";
            case '2': return "Sophomore";
            case '3': return "Junior";
            case '4': return "Senior";
            default: return null;
        }
    }
}
