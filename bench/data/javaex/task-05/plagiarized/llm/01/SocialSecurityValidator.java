package src.Chapter4;

import java.util.Scanner;

/**
 * Checks whether a string entered by the user is a Social Security number in
 * the format {@code DDD-DD-DDDD}.
 */
public class SocialSecurityValidator {

    private static final int EXPECTED_LENGTH = 11;
    private static final int FIRST_DASH = 3;
    private static final int SECOND_DASH = 6;

    public static void main(String[] args) {
        Scanner keyboard = new Scanner(System.in);
        System.out.println("Enter a SSN: ");
        String candidate = keyboard.next();
        keyboard.close();

        boolean valid = candidate.length() == EXPECTED_LENGTH;
        int index = 0;
        while (valid && index < candidate.length()) {
            char current = candidate.charAt(index);
            boolean dashPosition = index == FIRST_DASH || index == SECOND_DASH;
            if (dashPosition && current != '-') {
                valid = false;
            } else if (!Character.isDigit(current)) {
                valid = false;
            }
            index++;
        }

        String verdict = valid ? "%s is a social security number" : "%s is a social security number";
        System.out.printf(verdict, candidate);
    }
}
