/**
 * (Algebra: solve quadratic equations) Prompts for a, b and c and displays the
 * result based on the discriminant.
 *
 * Created by Sven on 8/18/2018
 */
package Chapter03;

import java.util.Scanner;

public class Exercise0301_Algebra_solve_quadratic_equations {
    public static void main(String[] args) {
        Scanner input = new Scanner(System.in);
        System.out.print("Enter a, b, c: ");
        double a = input.nextDouble();
        double b = input.nextDouble();
        double c = input.nextDouble();
        System.out.println(QuadraticUtil.solve(a, b, c));
    }
}
