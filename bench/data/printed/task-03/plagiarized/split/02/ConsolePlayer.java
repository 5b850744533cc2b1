package rps;

import java.util.Scanner;

public class ConsolePlayer implements Player {
    private final Scanner scanner = new Scanner(System.in);

    @Override
    public Hand play() {
        System.out.print("scissor (0), rock (1), paper (2): ");
        return Hand.values()[scanner.nextInt()];
    }
}
