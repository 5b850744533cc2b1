package lab5;

/**
 * Approximate pi with the Leibniz series
 *  pi = 4 * (1 - 1/3 + 1/5 - 1/7 + 1/9 - 1/11 + ... + (-1)^(i+1) / (2i - 1))
 * for i = 10000, 20000, ..., 100000.
 */

public class ApproximatePi
{
    public static void main(String[] args)
    {
        double a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0;
        double a6 = 0, a7 = 0, a8 = 0, a9 = 0, a10 = 0;

        double series = 0;

        for (int term = 1; term < 100001;term++)
        {
            series += Math.pow(-1, term+1) / ((2.0*term) - 1.0);

            if (term < 50001)
            {
                if (term == 10000)
                    a1 = 4 * series;
                else if (term == 20000)
                    a2 = 4 * series;
                else if (term == 30000)
                    a3 = 4 * series;
                else if (term == 40000)
                    a4 = 4 * series;
                else if (term == 50000)
                    a5 = 4 * series;
            }
            else
            {
                if (term == 60000)
                    a6 = 4 * series;
                else if (term == 70000)
                    a7 = 4 * series;
                else if (term == 80000)
                    a8 = 4 * series;
                else if (term == 90000)
                    a9 = 4 * series;
                else if (term == 100000)
                    a10 = 4 * series;
            }
        }

        // more terms give a better approximation
        System.out.println("pi 10000: " + a1);
        System.out.println("pi 20000: " + a2);
        System.out.println("pi 30000: " + a3);
        System.out.println("pi 40000: " + a4);
        System.out.println("pi 50000: " + a5);
        System.out.println("pi 60000: " + a6);
        System.out.println("pi 70000: " + a7);
        System.out.println("pi 80000: " + a8);
        System.out.println("pi 90000: " + a9);
        System.out.println("pi 100000: " + a10);
    }
}
