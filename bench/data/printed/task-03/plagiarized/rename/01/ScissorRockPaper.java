package games;

import java.util.Scanner;

/**
 * Exercise 3.17: scissor, rock, paper against the computer. A scissor cuts paper,
 * a rock knocks a scissor, paper wraps a rock. The computer draws 0, 1 or 2 at
 * random; the player types 0, 1 or 2; the program reports the outcome.
 *
 *          scissor (0), rock (1), paper (2): 1
 *          The computer is scissor. You are rock. You won
 * */

public class ScissorRockPaper
{
    public static String winner(int machine, int human)
    {
        if (machine + 2 == human)
            return "Computer Won!";
        else if (human + 2 == machine)
            return "You Won!";
        else if (machine > human)
            return "Computer Won!";
        else if (machine < human)
            return "You Won!";
        else
            return "It is a draw";
    }
    public static String nameOf(int move)
    {
        return switch (move)
        {
            case 0 -> "Scissor";
            case 1 -> "Rock";
            case 2 -> "Paper";
            default -> "None";
        };
    }
    public static void main(String[] args) {
        Scanner reader = new Scanner(System.in);

        int machineMove = (int) ((Math.random() * 10 ) % 3);
        System.out.print("scissor (0), rock (1), paper (2): ");
        int humanMove = reader.nextInt();

        System.out.print("The Computer is " +nameOf(machineMove) + ". ");
        if (machineMove == humanMove)
            System.out.print("You are " + nameOf(humanMove) + " too. ");
        else
            System.out.print("you are " + nameOf(humanMove) + ". ");

        System.out.print(winner(machineMove, humanMove));
    }
}
