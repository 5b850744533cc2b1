package binary;

import java.util.Scanner;

/** Reads from the console and rejects negative or non-numeric input. */
public class ConsoleNumberSource implements NumberSource {
    private final Scanner scanner = new Scanner(System.in);

    @Override
    public int nextNonNegative() {
        while (true) {
            System.out.print("Please enter a decimal integer : ");
            if (scanner.hasNextInt()) {
                int value = scanner.nextInt();
                if (value >= 0) {
                    return value;
                }
            } else {
                scanner.next();
            }
            System.out.println("\nInvalid Input. Please try again!");
        }
    }
}
