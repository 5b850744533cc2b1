package chapter_three;

public class Referee
{
    public static String judge(int pc, int user)
    {
        if (pc + 2 == user)
            return "Computer Won!";
        else if (user + 2 == pc)
            return "You Won!";
        else if (pc > user)
            return "Computer Won!";
        else if (pc < user)
            return "You Won!";
        else
            return "It is a draw";
    }
}
