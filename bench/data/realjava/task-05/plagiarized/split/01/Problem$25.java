package chapter_five;

/**
 * **5.25 (Compute π) You can approximate p by using the following summation:
 *  π = 4 * (1 - 1/3 + 1/5 - 1/7 + 1/9 - 1/11 + ... + [(-1^i+1) / (2i -1)]
 * */

public class Problem$25
{
    public static void main(String[] args)
    {
        PiTable table = new PiTable();
        double total = 0;

        for (int i = 1; i < 100001;i++)
        {
            total += SeriesTerm.term(i);
            table.record(i, total);
        }

        // larger values of n leads to more accurate π
        table.print();
    }
}
