package palindrome;

import java.util.Scanner;

/** Entry point: reads an integer and prints the verdict. */
public class PalindromeApp {
    public static void main(String[] args) {
        PalindromeTest test = new ReversalPalindromeTest(new DigitReverser());
        try (Scanner scanner = new Scanner(System.in)) {
            System.out.print("Enter an integer: ");
            int number = scanner.nextInt();
            String message = test.isPalindrome(number)
                    ? number + " is a palindrome."
                    : number + " is not a palindrome.";
            System.out.println(message);
        }
    }
}
