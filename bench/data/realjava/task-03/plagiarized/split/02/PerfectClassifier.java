package perfect;

/** Accepts the numbers equal to the sum of their proper divisors. */
public class PerfectClassifier implements NumberClassifier {
    @Override
    public boolean accepts(int number) {
        int sum = 0;
        for (int divisor = number - 1; divisor >= 1; divisor--) {
            if (number % divisor == 0) {
                sum += divisor;
            }
        }
        return number > 0 && sum == number;
    }
}
