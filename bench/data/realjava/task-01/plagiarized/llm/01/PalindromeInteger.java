package chapter6;

import java.util.Scanner;

/**
 * Checks whether an integer entered by the user is a palindrome,
 * i.e. whether it reads the same forwards and backwards.
 */
public class PalindromeInteger {

    /**
     * Returns the integer formed by the digits of {@code value} in reverse order.
     *
     * @param value the integer to reverse
     * @return the reversed integer, e.g. 654 for 456
     */
    public static int reverse(int value) {
        int reversedValue = 0;
        while (value != 0) {
            int lastDigit = value % 10;
            reversedValue = reversedValue * 10 + lastDigit;
            value = value / 10;
        }
        return reversedValue;
    }

    /**
     * Returns true when {@code value} is equal to its own reversal.
     *
     * @param value the integer to test
     * @return whether the integer is a palindrome
     */
    public static boolean isPalindrome(int value) {
        if (value == reverse(value)) {
            return true;
        }
        return false;
    }

    /**
     * Reads one integer and reports whether it is a palindrome.
     */
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        System.out.print("Please enter an integer: ");
        int userNumber = scanner.nextInt();

        if (isPalindrome(userNumber) == true) {
            System.out.println(userNumber + " is a palindrome.");
        } else {
            System.out.println(userNumber + " is not a palindrome.");
        }

        scanner.close();
    }
}
