package perfect;

/** Decides whether a number belongs to some class of numbers. */
public interface NumberClassifier {
    boolean accepts(int number);
}
