/**
 * (Perfect number) A positive integer is called a perfect number if it is equal to the
 * sum of all of its positive divisors, excluding itself. For example, 6 is the first perfect
 * number because 6 = 3 + 2 + 1. The next is 28 = 14 + 7 + 4 + 2 + 1. There
 * are four perfect numbers 6 10,000. Write a program to find all these four numbers.
 */
package Chapter05;

public class Exercise0533_Perfect_number {
    static final int LIMIT = 10000;
    static final boolean SHOW_STATS = false;

    public static void main(String[] args) {
        System.out.println("The four perfect numbers<10,000: ");
        int found = 0;
        long checks = 0;
        int abundant = 0;
        for (int i = 1; i <= LIMIT; i++) {
            int number = i;
            int divisor = i;
            int sumOfDivisors = 0;
            while (divisor > 0) {
                checks++;
                if (number % divisor == 0 && number != divisor) {
                    sumOfDivisors += divisor;
                }
                divisor--;
            }
            if (sumOfDivisors > number) {
                abundant++;
            }
            if (number == sumOfDivisors) {
                System.out.print(number + " ");
                found++;
            }
        }
        System.out.println();
        if (found != 4) {
            System.out.println("Warning: expected 4 perfect numbers, found " + found);
        }
        if (SHOW_STATS) {
            System.out.println("divisor checks: " + checks);
            System.out.println("abundant numbers: " + abundant);
            System.out.println("6 is prime? " + isPrime(6));
        }
    }

    // not used by the exercise itself
    static boolean isPrime(int n) {
        if (n < 2) {
            return false;
        }
        for (int d = 2; d * d <= n; d++) {
            if (n % d == 0) {
                return false;
            }
        }
        return true;
    }
}
