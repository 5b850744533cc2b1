import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class LetterClassifier {
    enum Kind { VOWEL, CONSONANT, INVALID }

    static Kind classify(char c) {
        if (!Character.isLetter(c) || c > 'z') {
            return Kind.INVALID;
        }
        switch (Character.toLowerCase(c)) {
            case 'a': case 'e': case 'i': case 'o': case 'u':
                return Kind.VOWEL;
            default:
                return Kind.CONSONANT;
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        System.out.print("Enter a letter: ");
        char c = in.readLine().trim().charAt(0);
        Kind kind = classify(c);
        if (kind == Kind.INVALID) {
            System.out.println(c + " is an invalid input");
        } else {
            System.out.println(c + (kind == Kind.VOWEL ? " is a vowel" : " is a consonant"));
        }
    }
}
