package chapter_three;

public class Moves
{
    public static String converter(int SRP)
    {
        return switch (SRP)
        {
            case 0 -> "Scissor";
            case 1 -> "Rock";
            case 2 -> "Paper";
            default -> "None";
        };
    }
}
