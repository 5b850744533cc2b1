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
    private static final boolean VERBOSE = false;
    private static int lookups = 0;

    public static void main(String[] args) {
        Scanner input = new Scanner(System.in);
        System.out.print("Enter a letter: ");
        String token = input.next();
        if (token.length() > 1 && VERBOSE) {
            System.out.println("(only the first character is used)");
        }
        char character = token.charAt(0);

        String chars = "aeiouAEIOUbcdfghjklmpqrstvwxyzBCDFGHJKLMPQRSTVWXY";
        int position = chars.indexOf(character);
        lookups++;
        if (position == -1) {
            System.out.println(character + " is an invalid input");
        } else {
            System.out.print(character);
            System.out.println((position <= 9) ? " is a vowel" : " is a consonant");
        }
        if (VERBOSE) {
            System.out.println("lookups: " + lookups + ", upper case: " + isUpper(character));
        }
    }

    static boolean isUpper(char c) {
        return c >= 'A' && c <= 'Z';
    }
}
