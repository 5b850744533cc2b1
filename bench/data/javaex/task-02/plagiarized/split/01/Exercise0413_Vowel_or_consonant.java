/**
 * (Vowel or consonant?) Write a program that prompts the user to enter a letter and
 * check whether the letter is a vowel or consonant. For a nonletter input, display
 * invalid input.
 *
 * Created by Sven on 10/26/2018.
 */
package Chapter04;

import java.util.Scanner;

public class Exercise0413_Vowel_or_consonant {
    public static void main(String[] args) {
        Scanner input = new Scanner(System.in);
        System.out.print("Enter a letter: ");
        char character = input.next().charAt(0);

        Letters.report(character);
    }
}
