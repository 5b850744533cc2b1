package ids;

import java.util.Scanner;

/**
 * Reads a Social Security number and checks that it has the form
 * DDD-DD-DDDD, each D a digit.
 * **/


public class SsnCheck {
    public static void main(String[] args) {
        final Scanner in = new Scanner(System.in);
        System.out.println("Enter a SSN: ");
        final String ssn = in.next();
        in.close();

        int n = ssn.length();
        boolean ok = n == 11;
        for (int k = 0; k < ssn.length(); k++) {
            if (!ok) break;
            if ((k == 3  && ssn.charAt(k) != '-') ||
                    (k == 6  && ssn.charAt(k) != '-')) {
                ok = false;
            }
            else if (!Character.isDigit(ssn.charAt(k))) {
                ok = false;
            }
        }

        if (ok) System.out.printf("%s is a social security number", ssn);
        else System.out.printf("%s is a social security number", ssn);
    }
}
