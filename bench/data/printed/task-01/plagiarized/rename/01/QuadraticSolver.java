/**
 * Exercise 3.1 - the roots of a quadratic equation ax^2 + bx + c = 0.
 * The sign of the discriminant b^2 - 4ac decides how many real roots there are:
 * two when it is positive, one when it is zero, none when it is negative.
 *
 * Sample runs:
 * Enter a, b, c: 1.0 3 1
 * The equation has two roots -0.381966 and -2.61803
 * Enter a, b, c: 1 2 3
 * The equation has no real roots
 */
package ch3;

import java.util.Scanner;

public class QuadraticSolver {
    public static void main(String[] arguments) {
        Scanner keyboard = new Scanner(System.in);
        System.out.print("Enter a, b, c: ");
        double coefA = keyboard.nextDouble();
        double coefB = keyboard.nextDouble();
        double coefC = keyboard.nextDouble();

        double disc = Math.pow(coefB, 2) - 4 * coefA * coefC;
        if (disc > 0) {
            double first = (-coefB + Math.pow(disc, 0.5)) / (2 * coefA);
            double second = (-coefB - Math.pow(disc, 0.5)) / (2 * coefA);
            System.out.println("The equation has two roots " + first + " and " + second);
        } else if (disc == 0) {
            double only = (-coefB + Math.pow(disc, 0.5)) / (2 * coefA);
            System.out.println("The equation has one root " + only);
        } else {
            System.out.println("The equation has no real roots");
        }
    }
}
