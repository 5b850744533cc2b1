public class PerfectSearch {

    private static final int UPPER_BOUND = 10_000;

    public static void main(String[] args) {
        StringBuilder line = new StringBuilder("Perfect numbers below 10,000: ");
        int n = 1;
        do {
            if (isPerfect(n)) {
                line.append(n).append(' ');
            }
            n++;
        } while (n <= UPPER_BOUND);
        System.out.println(line.toString().trim());
    }

    // Sum of the divisors of n that are smaller than n
    static int properDivisorSum(int n) {
        int sum = 0;
        for (int d = 1; d < n; d++) {
            if (n % d != 0) {
                continue;
            }
            sum += d;
        }
        return sum;
    }

    static boolean isPerfect(int n) {
        return properDivisorSum(n) == n;
    }
}
