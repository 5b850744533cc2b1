/**
 * Approximates pi with the series
 * pi = 4 * (1 - 1/3 + 1/5 - 1/7 + ... + (-1)^(i+1) / (2i - 1))
 * and prints the estimate after 10000, 20000, ..., 100000 terms.
 */
public class PiApproximation
{
    public static void main(String[] args)
    {
        double estimateAt10000 = 0, estimateAt20000 = 0, estimateAt30000 = 0, estimateAt40000 = 0, estimateAt50000 = 0;
        double estimateAt60000 = 0, estimateAt70000 = 0, estimateAt80000 = 0, estimateAt90000 = 0, estimateAt100000 = 0;

        double runningSum = 0;

        // Add one term per iteration and remember the estimate at each checkpoint
        for (int termIndex = 1; termIndex < 100001; termIndex++)
        {
            runningSum += Math.pow(-1, termIndex + 1) / ((2.0 * termIndex) - 1.0);

            if (termIndex < 50001)
            {
                if (termIndex == 10000)
                    estimateAt10000 = 4 * runningSum;
                else if (termIndex == 20000)
                    estimateAt20000 = 4 * runningSum;
                else if (termIndex == 30000)
                    estimateAt30000 = 4 * runningSum;
                else if (termIndex == 40000)
                    estimateAt40000 = 4 * runningSum;
                else if (termIndex == 50000)
                    estimateAt50000 = 4 * runningSum;
            }
            else
            {
                if (termIndex == 60000)
                    estimateAt60000 = 4 * runningSum;
                else if (termIndex == 70000)
                    estimateAt70000 = 4 * runningSum;
                else if (termIndex == 80000)
                    estimateAt80000 = 4 * runningSum;
                else if (termIndex == 90000)
                    estimateAt90000 = 4 * runningSum;
                else if (termIndex == 100000)
                    estimateAt100000 = 4 * runningSum;
            }
        }

        // The estimate improves as more terms are added
        System.out.println("pi after 10000 terms: " + estimateAt10000);
        System.out.println("pi after 20000 terms: " + estimateAt20000);
        System.out.println("pi after 30000 terms: " + estimateAt30000);
        System.out.println("pi after 40000 terms: " + estimateAt40000);
        System.out.println("pi after 50000 terms: " + estimateAt50000);
        System.out.println("pi after 60000 terms: " + estimateAt60000);
        System.out.println("pi after 70000 terms: " + estimateAt70000);
        System.out.println("pi after 80000 terms: " + estimateAt80000);
        System.out.println("pi after 90000 terms: " + estimateAt90000);
        System.out.println("pi after 100000 terms: " + estimateAt100000);
    }
}
