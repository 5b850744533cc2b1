package Chapter04;

import java.util.Scanner;

public class LetterCheck {

    /** Where a character falls in the table of letters. */
    static final class Lookup {
        static final String TABLE = "aeiouAEIOUbcdfghjklmpqrstvwxyzBCDFGHJKLMPQRSTVWXY";
        final char character;
        final int position;

        Lookup(char character) {
            this.character = character;
            this.position = TABLE.indexOf(character);
        }

        boolean isLetter() {
            return position != -1;
        }

        boolean isVowel() {
            return position <= 9;
        }
    }

    public static void main(String[] args) {
        Lookup lookup = new Lookup(readCharacter(new Scanner(System.in)));
        System.out.println(describe(lookup));
    }

    static char readCharacter(Scanner input) {
        System.out.print("Enter a letter: ");
        return input.next().charAt(0);
    }

    static String describe(Lookup lookup) {
        if (!lookup.isLetter()) {
            return lookup.character + " is an invalid input";
        }
        return lookup.character + (lookup.isVowel() ? " is a vowel" : " is a consonant");
    }
}
