import java.util.Scanner;

public class PalindromeChecker {

    public static void main(String[] args) {
        int value = readInteger("Type an integer: ");
        String verdict = isPalindrome(value) ? "is" : "is not";
        System.out.printf("%d %s a palindrome.%n", value, verdict);
    }

    // Prompt once and read an int from standard input
    private static int readInteger(String prompt) {
        Scanner in = new Scanner(System.in);
        System.out.print(prompt);
        int result = in.nextInt();
        in.close();
        return result;
    }

    // Builds the reversed number digit by digit
    public static int reverse(int number) {
        int reversed = 0;
        for (int rest = number; rest != 0; rest /= 10) {
            reversed = 10 * reversed + rest % 10;
        }
        return reversed;
    }

    // A palindrome equals its own reversal
    public static boolean isPalindrome(int number) {
        return !(number != reverse(number));
    }
}
