package shapes;

/** Anything whose area can be computed. */
public interface Shape {
    double area();
}
