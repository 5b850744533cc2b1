import java.util.Scanner;

public class QuadraticApp {

    public static void main(String[] args) {
        Coefficients coefficients = readCoefficients(new Scanner(System.in));
        double discriminant = discriminantOf(coefficients);
        printRoots(coefficients, discriminant);
    }

    private static Coefficients readCoefficients(Scanner input) {
        System.out.print("Enter a, b, c: ");
        double a = input.nextDouble();
        double b = input.nextDouble();
        double c = input.nextDouble();
        return new Coefficients(a, b, c);
    }

    private static double discriminantOf(Coefficients q) {
        return Math.pow(q.b, 2) - 4 * q.a * q.c;
    }

    private static double root(Coefficients q, double discriminant, int sign) {
        return (-q.b + sign * Math.pow(discriminant, 0.5)) / (2 * q.a);
    }

    private static void printRoots(Coefficients q, double discriminant) {
        if (discriminant > 0) {
            System.out.println("The equation has two roots " + root(q, discriminant, 1)
                    + " and " + root(q, discriminant, -1));
        } else if (discriminant == 0) {
            System.out.println("The equation has one root " + root(q, discriminant, 1));
        } else {
            System.out.println("The equation has no real roots");
        }
    }

    static final class Coefficients {
        final double a;
        final double b;
        final double c;

        Coefficients(double a, double b, double c) {
            this.a = a;
            this.b = b;
            this.c = c;
        }
    }
}
