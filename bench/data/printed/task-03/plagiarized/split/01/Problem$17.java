package chapter_three;

import java.util.Scanner;

/**
 * *3.17 (Game: scissor, rock, paper) The program randomly generates a number 0, 1,
 * or 2 representing scissor, rock, and paper, prompts the user to enter a number
 * 0, 1, or 2 and displays whether the user or the computer wins, loses, or draws.
 *
 * @author Sharaf Qeshta
 * */

public class Problem$17
{
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);

        int SRP = (int) ((Math.random() * 10 ) % 3);
        System.out.print("scissor (0), rock (1), paper (2): ");
        int userSRP = scanner.nextInt();

        System.out.print("The Computer is " + Moves.converter(SRP) + ". ");
        if (SRP == userSRP)
            System.out.print("You are " + Moves.converter(userSRP) + " too. ");
        else
            System.out.print("you are " + Moves.converter(userSRP) + ". ");

        System.out.print(Referee.judge(SRP, userSRP));
    }
}
