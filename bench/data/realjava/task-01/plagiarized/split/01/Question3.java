/*
Use the reverse method to implement isPalindrome. A number is a palindrome if its reversal is the same as itself. Write a test program that prompts the user to enter an integer and reports whether the integer is a palindrome.
*/
package Chapter6;
import java.util.Scanner;

public class Question3 {
    public static void main(String[] args){
        Scanner input = new Scanner(System.in);
        System.out.print("Enter a number to check if its palindrome: ");
        int number = input.nextInt();

        if (NumberUtil.isPalindrome(number) == true){
            System.out.println("The " + number + " is palindrome.");
        }
        else{
            System.out.println("The " + number + " is not palindrome.");
        }

        input.close();
    }
}
