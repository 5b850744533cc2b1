package chapter_three;
import java.util.Scanner;
// 3.17 (Game: scissor, rock, paper): the computer picks 0, 1 or 2 at random, the user
// enters 0, 1 or 2, and the program says who wins, loses or draws.
// @author Sharaf Qeshta
public class Problem$17 {
    public static String judge(int pc, int user) {
        if (pc + 2 == user) return "Computer Won!";
        else if (user + 2 == pc) return "You Won!";
        else if (pc > user) return "Computer Won!";
        else if (pc < user) return "You Won!";
        else return "It is a draw";
    }

    public static String converter(int SRP) {
        return switch (SRP) {
            case 0 -> "Scissor";
            case 1 -> "Rock";
            case 2 -> "Paper";
            default -> "None";
        };
    }

    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        int SRP = (int) ((Math.random() * 10) % 3);
        System.out.print("scissor (0), rock (1), paper (2): ");
        int userSRP = scanner.nextInt();
        System.out.print("The Computer is " + converter(SRP) + ". ");
        if (SRP == userSRP) System.out.print("You are " + converter(userSRP) + " too. ");
        else System.out.print("you are " + converter(userSRP) + ". ");
        System.out.print(judge(SRP, userSRP));
    }
}
