package chapter_four;

import java.util.Locale;
import java.util.Scanner;

/**
 * 4.1 (Geometry: area of a pentagon): the formulas are in PentagonMath.
 *
 *          Enter the length from the center to a vertex: 5.5
 *          The area of the pentagon is 71.92
 *
 * @author Sharaf Qeshta
 * */

public class Problem$01
{
    public static void main(String[] args)
    {
        Scanner scanner = new Scanner(System.in).useLocale(Locale.US);

        System.out.print("Enter the length from the center to a vertex: ");
        double r = scanner.nextDouble();

        double A = PentagonMath.area(r);

        System.out.println("The area of the pentagon is " + A);
    }
}
