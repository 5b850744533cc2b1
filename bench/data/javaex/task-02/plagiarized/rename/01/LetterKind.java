/**
 * Asks for one letter and says whether it is a vowel or a consonant; anything
 * that is not a letter is reported as invalid.
 *
 * Enter a letter: B
 * B is a consonant
 * Enter a letter: #
 * # is an invalid input
 */
package lab4;

import java.util.Scanner;

public class LetterKind {
    public static void main(String[] args) {
        Scanner keyboard = new Scanner(System.in);
        System.out.print("Enter a letter: ");
        char letter = keyboard.next().charAt(0);

        String alphabet = "aeiouAEIOUbcdfghjklmpqrstvwxyzBCDFGHJKLMPQRSTVWXY";
        int index = alphabet.indexOf(letter);
        if (index == -1) {
            System.out.println(letter + " is an invalid input");
        } else {
            System.out.print(letter);
            System.out.println((index <= 9) ? " is a vowel" : " is a consonant");
        }
    }
}
