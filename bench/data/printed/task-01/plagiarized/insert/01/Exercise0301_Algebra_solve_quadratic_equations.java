/**
 * (Algebra: solve quadratic equations) The two roots of a quadratic equation
 * ax^2 + bx + c = 0 can be obtained using the following formula:
 * r1 = (- b + sqrt(b^2 - 4ac)) / 2a and r2 = (- b - sqrt(b^2 - 4ac)) / 2a
 * b^2 - 4ac is called the discriminant of the quadratic equation. If it is positive, the
 * equation has two real roots. If it is zero, the equation has one root. If it is negative,
 * the equation has no real roots.
 *
 * Created by Sven on 8/18/2018
 */
package Chapter03;

import java.util.Scanner;

public class Exercise0301_Algebra_solve_quadratic_equations {
    static final boolean DEBUG = false;

    public static void main(String[] args) {
        Scanner input = new Scanner(System.in);
        System.out.print("Enter a, b, c: ");
        while (!input.hasNextDouble()) {
            System.out.print("Please enter a number: ");
            input.next();
        }
        double a = input.nextDouble();
        double b = input.nextDouble();
        double c = input.nextDouble();
        if (a == 0) {
            System.out.println("a is 0: this is not a quadratic equation");
            return;
        }

        double discriminant = Math.pow(b, 2) - 4 * a * c;
        if (DEBUG) {
            System.out.println("discriminant = " + discriminant);
        }
        int count = 0;
        if (discriminant > 0) {
            double root1 = (-b + Math.pow(discriminant, 0.5)) / (2 * a);
            double root2 = (-b - Math.pow(discriminant, 0.5)) / (2 * a);
            count = 2;
            System.out.println("The equation has two roots " + root1 + " and " + root2);
        } else if (discriminant == 0) {
            double root = (-b + Math.pow(discriminant, 0.5)) / (2 * a);
            count = 1;
            System.out.println("The equation has one root " + root);
        } else {
            System.out.println("The equation has no real roots");
        }
        if (DEBUG) {
            System.out.println("roots found: " + count + ", vertex at x = " + vertex(a, b));
        }
    }

    static double vertex(double a, double b) {
        return -b / (2 * a);
    }
}
