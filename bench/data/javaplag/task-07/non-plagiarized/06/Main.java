import java.io.File;
import java.io.FileNotFoundException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Scanner;

class BadShapeException extends Exception {
    BadShapeException(int line, String why) {
        super("line " + line + ": " + why);
    }
}

interface Measurable {
    double area();
    double perimeter();
    String label();
}

class Round implements Measurable {
    private final double r;
    Round(double r) { this.r = r; }
    public double area() { return Math.PI * r * r; }
    public double perimeter() { return 2 * Math.PI * r; }
    public String label() { return "circle r=" + r; }
}

class Box implements Measurable {
    private final double w, h;
    Box(double w, double h) { this.w = w; this.h = h; }
    public double area() { return w * h; }
    public double perimeter() { return 2 * w + 2 * h; }
    public String label() { return "rect " + w + "x" + h; }
}

// triangle from three corner points instead of side lengths
class PointTriangle implements Measurable {
    private final double[] x, y;
    PointTriangle(double[] x, double[] y) { this.x = x; this.y = y; }
    public double area() {   // shoelace formula
        return Math.abs(x[0] * (y[1] - y[2]) + x[1] * (y[2] - y[0]) + x[2] * (y[0] - y[1])) / 2.0;
    }
    public double perimeter() {
        return Math.hypot(x[0] - x[1], y[0] - y[1]) + Math.hypot(x[1] - x[2], y[1] - y[2]) + Math.hypot(x[2] - x[0], y[2] - y[0]);
    }
    public String label() { return String.format("tri (%s,%s)(%s,%s)(%s,%s)", x[0], y[0], x[1], y[1], x[2], y[2]); }
}

class ShapeParser {
    Measurable parse(String text, int lineNo) throws BadShapeException {
        String[] w = text.split("\\s+");
        double[] v = new double[w.length - 1];
        for (int i = 1; i < w.length; i++) {
            try {
                v[i - 1] = Double.parseDouble(w[i]);
            } catch (NumberFormatException e) {
                throw new BadShapeException(lineNo, "'" + w[i] + "' is not a number");
            }
        }
        switch (w[0]) {
            case "circle":
                need(v, 1, lineNo);
                positive(v, lineNo);
                return new Round(v[0]);
            case "rect":
                need(v, 2, lineNo);
                positive(v, lineNo);
                return new Box(v[0], v[1]);
            case "triangle":
                need(v, 6, lineNo);
                PointTriangle t = new PointTriangle(new double[] {v[0], v[2], v[4]}, new double[] {v[1], v[3], v[5]});
                if (t.area() < 1e-9) throw new BadShapeException(lineNo, "points are collinear");
                return t;
            default:
                throw new BadShapeException(lineNo, "unknown shape " + w[0]);
        }
    }

    private void need(double[] v, int n, int lineNo) throws BadShapeException {
        if (v.length != n) throw new BadShapeException(lineNo, "expected " + n + " numbers, found " + v.length);
    }

    private void positive(double[] v, int lineNo) throws BadShapeException {
        for (double d : v) if (d <= 0) throw new BadShapeException(lineNo, "sizes must be positive");
    }
}

class ShapeReport {
    private final List<Measurable> items;
    ShapeReport(List<Measurable> items) { this.items = items; }

    void print() {
        String fmt = "%-34s %10.2f %10.2f%n";
        System.out.printf("%-34s %10s %10s%n", "SHAPE", "AREA", "PERIMETER");
        double sum = 0;
        for (Measurable m : items) {
            System.out.printf(fmt, m.label(), m.area(), m.perimeter());
            sum += m.area();
        }
        System.out.printf("%-34s %10.2f%n", "TOTAL", sum);
        List<Measurable> copy = new ArrayList<>(items);
        copy.sort(Comparator.comparingDouble(Measurable::area));
        System.out.println("\nLargest: " + Collections.max(items, Comparator.comparingDouble(Measurable::area)).label());
        System.out.println("\nSorted by area:");
        for (Measurable m : copy) System.out.printf(fmt, m.label(), m.area(), m.perimeter());
    }
}

public class Main {
    public static void main(String[] args) {
        String fileName = args.length > 0 ? args[0] : "shapes.txt";
        List<Measurable> shapes = new ArrayList<>();
        ShapeParser parser = new ShapeParser();
        try (Scanner file = new Scanner(new File(fileName))) {
            int n = 0;
            while (file.hasNextLine()) {
                String line = file.nextLine().trim();
                n++;
                if (line.isEmpty() || line.startsWith("#")) continue;
                try {
                    shapes.add(parser.parse(line.toLowerCase(), n));
                } catch (BadShapeException e) {
                    System.err.println("skipped " + e.getMessage());
                }
            }
        } catch (FileNotFoundException e) {
            System.err.println("cannot open " + fileName);
            System.exit(1);
        }
        if (shapes.isEmpty()) {
            System.out.println("file had no valid shapes");
        } else {
            new ShapeReport(shapes).print();
        }
    }
}
