/*
 * Occurrences of a specified character: a method
 *     public static int count(String str, char a)
 * that counts how often a character appears in a string.
 */
import java.util.*;

public class Exercise06_23
{
    public static void main(String[] args)
    {
        Scanner kb = new Scanner(System.in);
        String usr_input_str;
        char usr_input_char;
        int char_count = 0;

        System.out.print("Enter a String value : ");
        usr_input_str = kb.nextLine();
        System.out.print("Enter a character to check its occurrence : ");
        usr_input_char = kb.next().charAt(0);

        char_count = count(usr_input_str, usr_input_char);   // call the counting method

        System.out.println("\nThe number of occurrence of the character " + usr_input_char
                + " in the String " + usr_input_str + " is " + char_count);
    }

    public static int count(String str, char a)
    {
        String usr_string = str;
        char usr_char = a;
        int char_count = 0;
        String char_str = String.valueOf(usr_char);   // compare as strings
        for (int i = 0; i <= usr_string.length() - 1; i++)
        {
            char finder = usr_string.charAt(i);
            String str_finder = String.valueOf(finder);
            if (str_finder.equals(char_str))
            {
                char_count = char_count + 1;
            }
        }
        return char_count;
    }
}
