package shapes;

/** A regular pentagon given by its circumradius. */
public record RegularPentagon(double circumradius) implements Shape {

    private static final double ANGLE = Math.PI / 5;

    public double side() {
        return 2 * circumradius * Math.sin(ANGLE);
    }

    @Override
    public double area() {
        return (5 * Math.pow(side(), 2)) / (4 * Math.tan(ANGLE));
    }
}
