/*
Write the methods with the following headers
// Return the reversal of an integer, i.e., reverse(456) returns 654
public static int reverse(int number)

// Return true if number is a palindrome
public static boolean isPalindrome(int number)
Use the reverse method to implement isPalindrome. A number is a palindrome if its reversal is the same as itself. Write a test program that prompts the user to enter an integer and reports whether the integer is a palindrome.
*/
package lab6;
import java.util.Scanner;

public class MirrorNumber {
    // Flip the digits of a value
    public static int flipDigits(int value){
        int flipped = 0;
        while (value != 0){
            int last = value % 10;
            flipped = flipped * 10 + last;
            value = value / 10;
        }
        return flipped;
    }

    // True when the value reads the same backwards
    public static boolean isMirror(int value){
        if (value == flipDigits(value)){
            return true;
        }
        return false;
    }
    public static void main(String[] args){
        Scanner keyboard = new Scanner(System.in);
        System.out.print("Enter a number to check if its palindrome: ");
        int candidate = keyboard.nextInt();

        if (isMirror(candidate) == true){
            System.out.println("The " + candidate + " is palindrome.");
        }
        else{
            System.out.println("The " + candidate + " is not palindrome.");
        }

        keyboard.close();
    }
}
