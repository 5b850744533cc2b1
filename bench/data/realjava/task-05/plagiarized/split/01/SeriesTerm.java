package chapter_five;

public class SeriesTerm
{
    // the i-th term of the series
    public static double term(int i)
    {
        return Math.pow(-1, i+1) / ((2.0*i) - 1.0);
    }
}
