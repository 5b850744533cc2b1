import java.util.Scanner;

public class Problem17 {
    public static void main(String[] args) {
        Round round = new Round(randomMove(), readMove(new Scanner(System.in)));
        System.out.print(round.describe());
    }

    private static int randomMove() {
        return (int) ((Math.random() * 10) % 3);
    }

    private static int readMove(Scanner scanner) {
        System.out.print("scissor (0), rock (1), paper (2): ");
        return scanner.nextInt();
    }

    static String name(int move) {
        return switch (move) {
            case 0 -> "Scissor";
            case 1 -> "Rock";
            case 2 -> "Paper";
            default -> "None";
        };
    }

    static final class Round {
        private final int computer;
        private final int user;

        Round(int computer, int user) {
            this.computer = computer;
            this.user = user;
        }

        String verdict() {
            if (computer == user) {
                return "It is a draw";
            }
            boolean computerWins = computer + 2 == user || (user + 2 != computer && computer > user);
            return computerWins ? "Computer Won!" : "You Won!";
        }

        String describe() {
            String you = computer == user
                    ? "You are " + name(user) + " too. "
                    : "you are " + name(user) + ". ";
            return "The Computer is " + name(computer) + ". " + you + verdict();
        }
    }
}
