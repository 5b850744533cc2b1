package letters;

/** Decides the category of a character. */
public interface Classifier {
    Category classify(char c);
}
