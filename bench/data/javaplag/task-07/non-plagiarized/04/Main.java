import java.util.Arrays;
import java.util.Comparator;

/*
 * Usage: java Main circle:2.5 rect:3x4 tri:3,4,5 square:2
 * Each argument is one shape. Bad arguments are reported and ignored.
 */
abstract class Shape {
    abstract double getArea();
    abstract double getPerimeter();
    abstract String getName();

    // factory: returns null for anything that is not a valid shape
    static Shape fromArg(String arg) {
        int colon = arg.indexOf(':');
        if (colon < 0) return null;
        String kind = arg.substring(0, colon);
        String[] vals = arg.substring(colon + 1).split("[x,]");
        double[] n = new double[vals.length];
        try {
            for (int i = 0; i < vals.length; i++) n[i] = Double.parseDouble(vals[i]);
        } catch (NumberFormatException e) {
            return null;
        }
        for (double d : n) if (d <= 0) return null;

        if (kind.equals("circle") && n.length == 1) return new Circle(n[0]);
        if (kind.equals("rect") && n.length == 2) return new Rect(n[0], n[1]);
        if (kind.equals("square") && n.length == 1) return new Rect(n[0], n[0]);
        if (kind.equals("tri") && n.length == 3) {
            double p = n[0], q = n[1], r = n[2];
            if (p < q + r && q < p + r && r < p + q) return new Tri(p, q, r);
        }
        return null;
    }
}

class Circle extends Shape {
    double r;
    Circle(double r) { this.r = r; }
    double getArea() { return Math.PI * r * r; }
    double getPerimeter() { return Math.PI * 2 * r; }
    String getName() { return "circle(" + r + ")"; }
}

class Rect extends Shape {
    double w, h;
    Rect(double w, double h) { this.w = w; this.h = h; }
    double getArea() { return w * h; }
    double getPerimeter() { return (w + h) * 2; }
    String getName() { return (w == h ? "square(" + w : "rect(" + w + "x" + h) + ")"; }
}

class Tri extends Shape {
    double p, q, r;
    Tri(double p, double q, double r) { this.p = p; this.q = q; this.r = r; }
    double getPerimeter() { return p + q + r; }
    double getArea() {
        // law of cosines for the angle between p and q, then 1/2 p q sin(C)
        double cosC = (p * p + q * q - r * r) / (2 * p * q);
        return 0.5 * p * q * Math.sqrt(1 - cosC * cosC);
    }
    String getName() { return "tri(" + p + "," + q + "," + r + ")"; }
}

public class Main {
    public static void main(String[] args) {
        if (args.length == 0) {
            System.out.println("no shapes given. example: java Main circle:1 rect:2x3 tri:3,4,5");
            return;
        }
        Shape[] shapes = new Shape[2];
        int size = 0;
        for (String a : args) {
            Shape s = Shape.fromArg(a.toLowerCase());
            if (s == null) {
                System.out.println("ignoring invalid argument " + a);
                continue;
            }
            if (size == shapes.length) shapes = Arrays.copyOf(shapes, size * 2);
            shapes[size++] = s;
        }
        shapes = Arrays.copyOf(shapes, size);

        double total = 0;
        for (int i = 0; i < size; i++) {
            System.out.printf("%-22s area %8.2f   perimeter %8.2f%n", shapes[i].getName(), shapes[i].getArea(), shapes[i].getPerimeter());
            total += shapes[i].getArea();
        }
        System.out.printf("total area = %.2f%n", total);
        if (size == 0) return;

        Shape[] sorted = shapes.clone();
        Arrays.sort(sorted, new Comparator<Shape>() {
            public int compare(Shape x, Shape y) {
                return Double.compare(x.getArea(), y.getArea());
            }
        });
        System.out.println("largest = " + sorted[size - 1].getName());
        System.out.print("sorted by area:");
        for (Shape s : sorted) System.out.print(" " + s.getName());
        System.out.println();
    }
}
