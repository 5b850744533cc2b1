package pi;

/** A series whose partial sums can be read term by term. */
public interface Series {
    double term(int index);
}
