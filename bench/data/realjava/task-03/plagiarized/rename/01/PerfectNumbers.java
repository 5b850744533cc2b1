/**
 * Perfect numbers: a positive integer equal to the sum of its positive
 * divisors other than itself (6 = 3 + 2 + 1, 28 = 14 + 7 + 4 + 2 + 1).
 * Print the four perfect numbers below 10,000.
 */
package week5;

public class PerfectNumbers {
    public static void main(String[] args) {
        System.out.println("The four perfect numbers<10,000: ");
        for (int k = 1; k <= 10000; k++) {
            int candidate = k;
            int d = k;
            int total = 0;
            while (d > 0) {
                if (candidate % d == 0 && candidate != d) {
                    total += d;
                }
                d--;
            }
            if (candidate == total) {
                System.out.print(candidate + " ");
            }
        }
    }
}
