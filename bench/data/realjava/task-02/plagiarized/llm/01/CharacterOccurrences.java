import java.util.Scanner;

/**
 * Counts the occurrences of a specified character in a string
 * entered by the user.
 */
public class CharacterOccurrences {

    /**
     * Reads a string and a character, then prints how many times
     * the character occurs in the string.
     */
    public static void main(String[] args) {
        Scanner keyboard = new Scanner(System.in);
        String inputText;
        char searchCharacter;
        int occurrenceCount = 0;

        System.out.print("Enter a string: ");
        inputText = keyboard.nextLine();

        System.out.print("Enter the character to look for: ");
        searchCharacter = keyboard.next().charAt(0);

        occurrenceCount = count(inputText, searchCharacter);

        System.out.println("\nThe character " + searchCharacter + " occurs in \"" + inputText + "\" " + occurrenceCount + " time(s)");
    }

    /**
     * Returns the number of times {@code a} appears in {@code str}.
     *
     * @param str the string to search
     * @param a   the character to count
     * @return the number of occurrences
     */
    public static int count(String str, char a) {
        String text = str;
        char target = a;
        int occurrences = 0;
        String targetAsString = String.valueOf(target);

        for (int index = 0; index <= text.length() - 1; index++) {
            char currentCharacter = text.charAt(index);
            String currentAsString = String.valueOf(currentCharacter);

            if (currentAsString.equals(targetAsString)) {
                occurrences = occurrences + 1;
            }
        }

        return occurrences;
    }
}
