import java.util.ArrayList;
import java.util.Scanner;

class ShapeInfo {
    String name;
    double area;
    double perimeter;

    ShapeInfo(String name, double area, double perimeter) {
        this.name = name;
        this.area = area;
        this.perimeter = perimeter;
    }
}

public class Main {
    static Scanner input = new Scanner(System.in);
    static ArrayList<ShapeInfo> inOrder = new ArrayList<>();
    static ArrayList<ShapeInfo> sorted = new ArrayList<>();   // always kept sorted by area

    // keeps asking until the user types a positive number
    static double askPositive(String what) {
        while (true) {
            System.out.print("  " + what + ": ");
            if (!input.hasNextDouble()) {
                System.out.println("  that is not a number");
                input.next();
                continue;
            }
            double v = input.nextDouble();
            if (v > 0) return v;
            System.out.println("  must be bigger than 0, try again");
        }
    }

    static void add(ShapeInfo s) {
        inOrder.add(s);
        int pos = 0;
        while (pos < sorted.size() && sorted.get(pos).area <= s.area) pos++;
        sorted.add(pos, s);
        System.out.printf("  added %s (area %.2f)%n", s.name, s.area);
    }

    static void show(ShapeInfo s) {
        System.out.printf("  %-12s area: %9.2f  perimeter: %9.2f%n", s.name, s.area, s.perimeter);
    }

    public static void main(String[] args) {
        int choice = -1;
        while (choice != 0) {
            System.out.println();
            System.out.println("==== SHAPES MENU ====");
            System.out.println("1. add circle");
            System.out.println("2. add rectangle");
            System.out.println("3. add triangle");
            System.out.println("4. list shapes");
            System.out.println("5. statistics");
            System.out.println("0. quit");
            System.out.print("choice: ");
            if (!input.hasNextInt()) {
                if (!input.hasNext()) break;   // end of input
                input.next();
                continue;
            }
            choice = input.nextInt();

            if (choice == 1) {
                double r = askPositive("radius");
                add(new ShapeInfo("circle", Math.PI * r * r, 2 * Math.PI * r));
            } else if (choice == 2) {
                double w = askPositive("width");
                double h = askPositive("height");
                add(new ShapeInfo(w == h ? "square" : "rectangle", w * h, 2 * (w + h)));
            } else if (choice == 3) {
                double a = askPositive("side a");
                double b = askPositive("side b");
                double c = askPositive("side c");
                if (a + b > c && a + c > b && b + c > a) {
                    double s = (a + b + c) / 2;
                    add(new ShapeInfo("triangle", Math.sqrt(s * (s - a) * (s - b) * (s - c)), a + b + c));
                } else {
                    System.out.println("  those sides can't make a triangle, not added");
                }
            } else if (choice == 4) {
                if (inOrder.isEmpty()) System.out.println("  (no shapes yet)");
                for (ShapeInfo s : inOrder) show(s);
            } else if (choice == 5) {
                if (sorted.isEmpty()) {
                    System.out.println("  (no shapes yet)");
                    continue;
                }
                double total = 0;
                for (ShapeInfo s : inOrder) total += s.area;
                System.out.printf("  total area: %.2f%n", total);
                System.out.print("  largest:");
                show(sorted.get(sorted.size() - 1));
                System.out.println("  sorted by area:");
                for (ShapeInfo s : sorted) show(s);
            } else if (choice != 0) {
                System.out.println("unknown option");
            }
        }
        System.out.println("bye");
    }
}
