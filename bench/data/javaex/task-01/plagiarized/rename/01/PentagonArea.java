package geometry;

import java.util.Locale;
import java.util.Scanner;

/**
 * Reads the distance from the middle of a regular pentagon to one of its
 * corners and prints the pentagon's area.
 *
 *          Enter the length from the center to a vertex: 5.5
 *          The area of the pentagon is 71.92
 */

public class PentagonArea
{
    public static void main(String[] args)
    {
        Scanner in = new Scanner(System.in).useLocale(Locale.US);

        System.out.print("Enter the length from the center to a vertex: ");
        double radius = in.nextDouble();

        double side = 2 * radius * Math.sin(Math.PI / 5);

        double area = (5 * Math.pow(side, 2)) / (4 * Math.tan(Math.PI / 5));

        area = Math.round(area);

        System.out.println("The area of the pentagon is " + area);
    }
}
