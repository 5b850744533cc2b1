package game;

import java.util.Random;
import java.util.Scanner;

/**
 * A single round of scissor-rock-paper between the user and the computer.
 */
public class RockPaperScissors {

    /**
     * Decides the outcome of a round.
     *
     * @param computerChoice the computer's move (0 scissor, 1 rock, 2 paper)
     * @param playerChoice   the player's move
     * @return a message naming the winner
     */
    public static String decideWinner(int computerChoice, int playerChoice) {
        if (computerChoice == playerChoice) {
            return "It is a draw";
        }
        // Each move beats the one just below it, wrapping around.
        if ((playerChoice + 3 - computerChoice) % 3 == 1) {
            return "You Won!";
        }
        return "Computer Won!";
    }

    /**
     * Returns the display name of a move.
     *
     * @param choice the move number
     * @return its name
     */
    public static String moveName(int choice) {
        String[] names = {"Scissor", "Rock", "Paper"};
        return choice >= 0 && choice < names.length ? names[choice] : "None";
    }

    /**
     * Plays one round.
     *
     * @param args unused
     */
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        int computerChoice = new Random().nextInt(3);
        System.out.print("scissor (0), rock (1), paper (2): ");
        int playerChoice = scanner.nextInt();

        StringBuilder result = new StringBuilder("The Computer is " + moveName(computerChoice) + ". ");
        if (computerChoice == playerChoice) {
            result.append("You are ").append(moveName(playerChoice)).append(" too. ");
        } else {
            result.append("you are ").append(moveName(playerChoice)).append(". ");
        }
        result.append(decideWinner(computerChoice, playerChoice));
        System.out.print(result);
    }
}
