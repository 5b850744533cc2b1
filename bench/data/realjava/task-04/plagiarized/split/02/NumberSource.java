package binary;

/** Supplies the number to convert. */
public interface NumberSource {
    int nextNonNegative();
}
