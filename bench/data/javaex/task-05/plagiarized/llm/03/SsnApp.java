package src.Chapter4;

import java.util.Scanner;

public class SsnApp {

    /** The result of checking one input. */
    static final class Check {
        final String input;
        final boolean valid;

        Check(String input, boolean valid) {
            this.input = input;
            this.valid = valid;
        }
    }

    public static void main(String[] args) {
        String ssn = readSsn();
        report(check(ssn));
    }

    static String readSsn() {
        final Scanner scanner = new Scanner(System.in);
        System.out.println("Enter a SSN: ");
        final String value = scanner.next();
        scanner.close();
        return value;
    }

    static Check check(String ssn) {
        if (ssn.length() != 11) {
            return new Check(ssn, false);
        }
        for (int i = 0; i < ssn.length(); i++) {
            if (!characterFits(ssn, i)) {
                return new Check(ssn, false);
            }
        }
        return new Check(ssn, true);
    }

    static boolean characterFits(String ssn, int i) {
        if ((i == 3 || i == 6) && ssn.charAt(i) != '-') {
            return false;
        }
        return Character.isDigit(ssn.charAt(i));
    }

    static void report(Check result) {
        if (result.valid) System.out.printf("%s is a social security number", result.input);
        else System.out.printf("%s is a social security number", result.input);
    }
}
