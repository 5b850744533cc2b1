package chapter_four;

import java.util.Locale;
import java.util.Scanner;

/**
 * Computes the area of a regular pentagon.
 *
 * <p>The user supplies the circumradius (the distance from the center to any
 * vertex). The side length follows from {@code s = 2r sin(pi/5)} and the area
 * from {@code (5 s^2) / (4 tan(pi/5))}.
 */
public class PentagonAreaCalculator {

    /** The interior half-angle used by both formulas. */
    private static final double HALF_ANGLE = Math.PI / 5;

    public static void main(String[] args) {
        Scanner reader = new Scanner(System.in).useLocale(Locale.US);

        System.out.print("Enter the length from the center to a vertex: ");
        double circumradius = reader.nextDouble();

        double sideLength = 2 * circumradius * Math.sin(HALF_ANGLE);
        double pentagonArea = 5 * sideLength * sideLength / (4 * Math.tan(HALF_ANGLE));

        System.out.printf("The area of the pentagon is %.1f%n", (double) Math.round(pentagonArea));
    }
}
