package letters;

import java.util.Scanner;

public class App {
    public static void main(String[] args) {
        Scanner input = new Scanner(System.in);
        System.out.print("Enter a letter: ");
        char c = input.next().charAt(0);
        Classifier classifier = new TableClassifier();
        System.out.println(classifier.classify(c).describe(c));
    }
}
