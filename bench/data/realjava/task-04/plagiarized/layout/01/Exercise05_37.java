/* Decimal to binary: read a decimal integer and print its binary value
   without Integer.toBinaryString(int). */
import java.util.*;

public class Exercise05_37 {
    public static void main(String[] args) {
        Scanner kb = new Scanner(System.in);
        int user_input = 0;
        int remainder;
        int tempStoreIn, originalInput;
        boolean ValidCheck = false;
        String binary = "";

        /* keep asking until we get a non-negative int */
        while (!ValidCheck) {
            System.out.print("Please enter a decimal integer : ");
            if (kb.hasNextInt()) {
                originalInput = kb.nextInt();
                if (originalInput >= 0) {
                    ValidCheck = true;
                    user_input = originalInput;
                } else {
                    ValidCheck = false;
                    System.out.print("\nInvalid Input. Please try again!");
                    System.out.println();
                }
            } else {
                System.out.print("\nInvalid Input. Please try again!");
                System.out.println();
                kb.next();
            }
        }

        tempStoreIn = user_input;
        if (tempStoreIn == 0) {
            System.out.println("The binary value of that would be : 0");
        }

        /* repeated division by two, remainders read backwards */
        while (user_input != 0) {
            remainder = user_input % 2;
            binary = remainder + binary;
            user_input = user_input / 2;
        }

        if (tempStoreIn != 0) {
            System.out.println("The binary value of that would be : " + binary);
        }
    }
}
