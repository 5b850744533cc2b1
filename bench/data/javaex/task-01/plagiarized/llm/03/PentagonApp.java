package chapter_four;

import java.util.Locale;
import java.util.Scanner;

/** Reads a circumradius, builds a pentagon from it and reports its area. */
public class PentagonApp {

    /** A regular pentagon described by the distance from its center to a vertex. */
    static final class RegularPentagon {
        private final double radius;

        RegularPentagon(double radius) {
            this.radius = radius;
        }

        double side() {
            return 2 * radius * Math.sin(Math.PI / 5);
        }

        double area() {
            double s = side();
            return (5 * Math.pow(s, 2)) / (4 * Math.tan(Math.PI / 5));
        }
    }

    public static void main(String[] args) {
        double radius = readRadius(new Scanner(System.in).useLocale(Locale.US));
        RegularPentagon pentagon = new RegularPentagon(radius);
        printArea(pentagon.area());
    }

    private static double readRadius(Scanner scanner) {
        System.out.print("Enter the length from the center to a vertex: ");
        return scanner.nextDouble();
    }

    private static void printArea(double area) {
        double rounded = Math.round(area);
        System.out.println("The area of the pentagon is " + rounded);
    }
}
