package occurrences;

import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        System.out.print("Enter a string: ");
        String text = scanner.nextLine();
        System.out.print("Enter a character: ");
        Query query = new Query(text, scanner.next().charAt(0));

        CharCounter counter = new StringCompareCounter();
        int result = counter.count(query.getText(), query.getTarget());
        System.out.println("\nThe number of occurrences of '" + query.getTarget()
                + "' in \"" + query.getText() + "\" is " + result);
    }
}
