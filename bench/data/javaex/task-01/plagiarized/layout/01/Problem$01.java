package chapter_four;

import java.util.Locale;
import java.util.Scanner;

/** 4.1: area of a pentagon from the distance between its center and a vertex. */
public class Problem$01 {
  public static void main(String[] args) {
    Scanner scanner = new Scanner(System.in).useLocale(Locale.US);
    System.out.print("Enter the length from the center to a vertex: ");
    double r = scanner.nextDouble();
    double s = 2 * r * Math.sin(Math.PI / 5);
    double A = (5 * Math.pow(s, 2)) / (4 * Math.tan(Math.PI / 5));
    A = Math.round(A);
    System.out.println("The area of the pentagon is " + A);
  }
}
