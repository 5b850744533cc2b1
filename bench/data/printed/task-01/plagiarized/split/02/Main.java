package quadratic;

import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.print("Enter a, b, c: ");
        QuadraticEquation equation = new QuadraticEquation(in.nextDouble(), in.nextDouble(), in.nextDouble());
        double[] roots = new DiscriminantSolver().roots(equation);
        if (roots.length == 2) {
            System.out.println("The equation has two roots " + roots[0] + " and " + roots[1]);
        } else if (roots.length == 1) {
            System.out.println("The equation has one root " + roots[0]);
        } else {
            System.out.println("The equation has no real roots");
        }
    }
}
