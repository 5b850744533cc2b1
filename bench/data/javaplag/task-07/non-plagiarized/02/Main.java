import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

sealed interface Shape permits Circle, Rect, Square, Triangle {
    double area();
    double perimeter();

    default String describe() {
        return String.format(Locale.ROOT, "%-28s A=%10.3f  P=%10.3f", this, area(), perimeter());
    }
}

record Circle(double r) implements Shape {
    public double area() { return Math.PI * r * r; }
    public double perimeter() { return 2 * Math.PI * r; }
}

record Rect(double w, double h) implements Shape {
    public double area() { return w * h; }
    public double perimeter() { return 2 * (w + h); }
}

record Square(double side) implements Shape {
    public double area() { return side * side; }
    public double perimeter() { return 4 * side; }
}

record Triangle(double a, double b, double c) implements Shape {
    Triangle {
        if (a + b <= c || b + c <= a || a + c <= b) {
            throw new IllegalArgumentException("sides violate the triangle inequality");
        }
    }

    public double area() {
        double s = (a + b + c) / 2;
        return Math.sqrt(s * (s - a) * (s - b) * (s - c));
    }

    public double perimeter() { return a + b + c; }
}

public class Main {

    private static Shape parse(String line) {
        String[] tok = line.trim().split("\\s+");
        double[] v = new double[tok.length - 1];
        for (int i = 1; i < tok.length; i++) {
            v[i - 1] = Double.parseDouble(tok[i]);
            if (!(v[i - 1] > 0) || Double.isInfinite(v[i - 1])) {
                throw new IllegalArgumentException("dimension must be a positive finite number: " + tok[i]);
            }
        }
        String kind = tok[0].toLowerCase(Locale.ROOT);
        int expected = switch (kind) {
            case "circle", "square" -> 1;
            case "rect", "rectangle" -> 2;
            case "triangle", "tri" -> 3;
            default -> throw new IllegalArgumentException("unknown shape '" + tok[0] + "'");
        };
        if (v.length != expected) {
            throw new IllegalArgumentException(kind + " needs " + expected + " number(s), got " + v.length);
        }
        return switch (kind) {
            case "circle" -> new Circle(v[0]);
            case "square" -> new Square(v[0]);
            case "rect", "rectangle" -> new Rect(v[0], v[1]);
            default -> new Triangle(v[0], v[1], v[2]);
        };
    }

    private static Optional<Shape> tryParse(String line) {
        try {
            return Optional.of(parse(line));
        } catch (IllegalArgumentException e) {   // NumberFormatException is a subclass
            System.err.println("rejected \"" + line.trim() + "\": " + e.getMessage());
            return Optional.empty();
        }
    }

    public static void main(String[] args) throws IOException {
        List<Shape> shapes;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in))) {
            shapes = in.lines()
                    .filter(l -> !l.isBlank() && !l.trim().startsWith("#"))
                    .map(Main::tryParse)
                    .flatMap(Optional::stream)
                    .collect(Collectors.toList());
        }

        if (shapes.isEmpty()) {
            System.out.println("nothing to report");
            return;
        }

        System.out.println("== shapes (" + shapes.size() + ") ==");
        shapes.forEach(s -> System.out.println(s.describe()));

        double total = shapes.stream().mapToDouble(Shape::area).sum();
        System.out.printf(Locale.ROOT, "total area: %.3f%n", total);

        shapes.stream()
              .max(Comparator.comparingDouble(Shape::area))
              .ifPresent(s -> System.out.println("largest:    " + s));

        System.out.println("== by area, descending ==");
        shapes.stream()
              .sorted(Comparator.comparingDouble(Shape::area).reversed())
              .map(Shape::describe)
              .forEach(System.out::println);
    }
}
