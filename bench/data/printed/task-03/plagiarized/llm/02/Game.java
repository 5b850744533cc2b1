import java.util.Scanner;
import java.util.concurrent.ThreadLocalRandom;

public class Game {
    enum Move { SCISSOR, ROCK, PAPER }

    public static void main(String[] args) {
        Move[] moves = Move.values();
        Move cpu = moves[ThreadLocalRandom.current().nextInt(moves.length)];
        System.out.print("scissor (0), rock (1), paper (2): ");
        Move you = moves[new Scanner(System.in).nextInt()];

        String cpuName = pretty(cpu);
        String outcome;
        if (cpu == you) {
            outcome = "You are " + pretty(you) + " too. It is a draw";
        } else {
            boolean youWin = you.ordinal() == (cpu.ordinal() + 1) % 3;
            outcome = "you are " + pretty(you) + ". " + (youWin ? "You Won!" : "Computer Won!");
        }
        System.out.print("The Computer is " + cpuName + ". " + outcome);
    }

    private static String pretty(Move m) {
        String s = m.name().toLowerCase();
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
