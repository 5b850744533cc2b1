package shapes;

import java.util.Locale;
import java.util.Scanner;

/** Prompts and messages of the exercise. */
final class ConsoleIO {
    private final Scanner scanner = new Scanner(System.in).useLocale(Locale.US);

    double askRadius() {
        System.out.print("Enter the length from the center to a vertex: ");
        return scanner.nextDouble();
    }

    void showArea(double area) {
        System.out.println("The area of the pentagon is " + (double) Math.round(area));
    }
}
