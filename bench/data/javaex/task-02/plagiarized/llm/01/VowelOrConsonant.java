package Chapter04;

import java.util.Scanner;

/**
 * Classifies a single character typed by the user as a vowel, a consonant or
 * an invalid (non-letter) input.
 */
public class VowelOrConsonant {

    /** Vowels first (10 of them), then every consonant, in both cases. */
    private static final String LETTERS = "aeiouAEIOU" + "bcdfghjklmpqrstvwxyzBCDFGHJKLMPQRSTVWXY";

    private static final int VOWEL_COUNT = 10;

    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        System.out.print("Enter a letter: ");
        char typed = scanner.next().charAt(0);

        int index = LETTERS.indexOf(typed);
        StringBuilder message = new StringBuilder().append(typed);
        if (index < 0) {
            message.append(" is an invalid input");
        } else if (index < VOWEL_COUNT) {
            message.append(" is a vowel");
        } else {
            message.append(" is a consonant");
        }
        System.out.println(message);
    }
}
