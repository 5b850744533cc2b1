package calendar;

import java.util.Scanner;

public class ConsoleInput {
    private final Scanner scanner = new Scanner(System.in);

    public int readInt(String prompt) {
        System.out.println(prompt);
        return scanner.nextInt();
    }
}
