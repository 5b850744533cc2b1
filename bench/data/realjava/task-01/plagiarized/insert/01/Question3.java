/*
Write the methods with the following headers
// Return the reversal of an integer, i.e., reverse(456) returns 654
public static int reverse(int number)

// Return true if number is a palindrome
public static boolean isPalindrome(int number)
Use the reverse method to implement isPalindrome. A number is a palindrome if its reversal is the same as itself. Write a test program that prompts the user to enter an integer and reports whether the integer is a palindrome.
*/
package Chapter6;
import java.util.Scanner;

public class Question3 {
    static final boolean DEBUG = false;
    static int calls = 0;

    // Return the reversal of an integer
    public static int reverse(int number){
        calls++;
        int reverse = 0;
        int steps = 0;
        while (number != 0){
            int digit = number % 10;
            reverse = reverse * 10 + digit;
            number = number / 10;
            steps++;
        }
        if (DEBUG) {
            System.out.println("reverse took " + steps + " steps");
        }
        return reverse;
    }

    // Count the digits of a number (used for the report)
    public static int countDigits(int number){
        int count = 0;
        do {
            count++;
            number = number / 10;
        } while (number != 0);
        return count;
    }

    // Return the true if number is a palindrome
    public static boolean isPalindrome(int number){
        if (number < 0) {
            number = -number;
        }
        if (number == reverse(number)){
            return true;
        }
        return false;
    }

    // Sum of the digits, not needed by the exercise
    public static int digitSum(int number){
        int sum = 0;
        while (number > 0) {
            sum += number % 10;
            number /= 10;
        }
        return sum;
    }

    public static void main(String[] args){
        Scanner input = new Scanner(System.in);
        System.out.print("Enter a number to check if its palindrome: ");
        while (!input.hasNextInt()) {
            System.out.print("That is not an integer, try again: ");
            input.next();
        }
        int number = input.nextInt();

        if (isPalindrome(number) == true){
            System.out.println("The " + number + " is palindrome.");
        }
        else{
            System.out.println("The " + number + " is not palindrome.");
        }
        if (DEBUG) {
            System.out.println("digits: " + countDigits(number) + ", reverse calls: " + calls);
        }

        input.close();
    }
}
