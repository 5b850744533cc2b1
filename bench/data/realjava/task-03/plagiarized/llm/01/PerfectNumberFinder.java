/**
 * Finds the perfect numbers less than or equal to 10,000.
 *
 * A perfect number equals the sum of its positive divisors excluding
 * itself, for example 6 = 1 + 2 + 3.
 */
public class PerfectNumberFinder {
    /**
     * Tests every candidate from 1 to 10,000 by summing its proper
     * divisors, counting the divisor down from the candidate to 1.
     */
    public static void main(String[] args) {
        System.out.println("Perfect numbers up to 10,000: ");
        for (int candidate = 1; candidate <= 10000; candidate++) {
            int currentNumber = candidate;
            int possibleDivisor = candidate;
            int divisorSum = 0;
            while (possibleDivisor > 0) {
                // a proper divisor divides evenly and is not the number itself
                if (currentNumber % possibleDivisor == 0 && currentNumber != possibleDivisor) {
                    divisorSum += possibleDivisor;
                }
                possibleDivisor--;
            }
            if (currentNumber == divisorSum) {
                System.out.print(currentNumber + " ");
            }
        }
    }
}
