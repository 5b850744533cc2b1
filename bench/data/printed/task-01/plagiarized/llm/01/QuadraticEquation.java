package algebra;

import java.util.Scanner;

/**
 * Reads the three coefficients of a quadratic equation and reports its real roots.
 */
public class QuadraticEquation {

    /**
     * Entry point: prompts for a, b and c, then prints the roots.
     *
     * @param args not used
     */
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        System.out.print("Enter a, b, c: ");
        double coefficientA = scanner.nextDouble();
        double coefficientB = scanner.nextDouble();
        double coefficientC = scanner.nextDouble();

        // The discriminant tells us how many real roots exist.
        double delta = coefficientB * coefficientB - 4 * coefficientA * coefficientC;

        if (delta < 0) {
            System.out.println("The equation has no real roots");
        } else if (delta == 0) {
            double singleRoot = -coefficientB / (2 * coefficientA);
            System.out.println("The equation has one root " + singleRoot);
        } else {
            double squareRoot = Math.sqrt(delta);
            double firstRoot = (-coefficientB + squareRoot) / (2 * coefficientA);
            double secondRoot = (-coefficientB - squareRoot) / (2 * coefficientA);
            System.out.printf("The equation has two roots %s and %s%n", firstRoot, secondRoot);
        }
        scanner.close();
    }
}
