package ssn;

import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        System.out.println(Messages.PROMPT);
        String input = scanner.next();
        scanner.close();
        Validator validator = new SsnValidator();
        System.out.printf(validator.accepts(input) ? Messages.VALID : Messages.INVALID, input);
    }
}
