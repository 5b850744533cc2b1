package chapter_four;

import java.util.Locale;
import java.util.Scanner;

/**
 * 4.1 (Geometry: area of a pentagon) Prompt for the length from the center of a
 * pentagon to a vertex and compute the area of the pentagon.
 * Area = (5 * s²) / [4 * tan(π/5)], s = 2r sin(π/5)
 *
 * @author Sharaf Qeshta
 * */

public class Problem$01
{
    static final boolean DEBUG = false;

    public static void main(String[] args)
    {
        Scanner scanner = new Scanner(System.in).useLocale(Locale.US);

        System.out.print("Enter the length from the center to a vertex: ");
        double r = scanner.nextDouble();
        while (r <= 0)
        {
            System.out.print("The length must be positive, enter it again: ");
            r = scanner.nextDouble();
        }

        double angle = Math.PI / 5;
        double s = 2 * r * Math.sin(Math.PI / 5);
        if (DEBUG)
            System.out.println("side = " + s + ", angle = " + angle);

        double A = (5 * Math.pow(s, 2)) / (4 * Math.tan(Math.PI / 5));

        A = Math.round(A);

        System.out.println("The area of the pentagon is " + A);
        if (DEBUG)
            System.out.println("perimeter = " + perimeter(s));
    }

    static double perimeter(double side)
    {
        return 5 * side;
    }
}
