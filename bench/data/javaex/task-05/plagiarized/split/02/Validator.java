package ssn;

/** Accepts or rejects an identifier. */
public interface Validator {
    boolean accepts(String text);
}
