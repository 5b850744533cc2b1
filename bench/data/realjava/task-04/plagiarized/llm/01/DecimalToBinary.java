import java.util.Scanner;

/**
 * Reads a non-negative decimal integer and prints its binary value
 * without using Integer.toBinaryString(int).
 */
public class DecimalToBinary {
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        int numberToConvert = 0;
        int currentBit;
        int savedNumber, enteredNumber;
        boolean isInputValid = false;
        String binaryDigits = "";

        // Ask until the user enters a non-negative integer
        while (!isInputValid) {
            System.out.print("Please enter a decimal integer : ");

            if (scanner.hasNextInt()) {
                enteredNumber = scanner.nextInt();
                if (enteredNumber >= 0) {
                    isInputValid = true;
                    numberToConvert = enteredNumber;
                } else {
                    isInputValid = false;
                    System.out.print("\nInvalid input, the number must not be negative.");
                    System.out.println();
                }
            } else {
                System.out.print("\nInvalid input, please enter a whole number.");
                System.out.println();
                scanner.next(); // discard the invalid token
            }
        }

        savedNumber = numberToConvert;

        // Zero has no remainders to collect
        if (savedNumber == 0) {
            System.out.println("The binary value is : 0");
        }

        // Divide by two repeatedly; the remainders are the bits from right to left
        while (numberToConvert != 0) {
            currentBit = numberToConvert % 2;
            binaryDigits = currentBit + binaryDigits;
            numberToConvert = numberToConvert / 2;
        }

        if (savedNumber != 0) {
            System.out.println("The binary value is : " + binaryDigits);
        }
    }
}
