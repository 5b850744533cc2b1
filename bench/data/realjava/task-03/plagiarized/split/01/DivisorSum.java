package Chapter05;

public class DivisorSum {
    // sum of all divisors of number except number itself
    public static int of(int number) {
        int divisor = number;
        int sumOfDivisors = 0;
        while (divisor > 0) {
            if (number % divisor == 0 && number != divisor) {
                sumOfDivisors += divisor;
            }
            divisor--;
        }
        return sumOfDivisors;
    }
}
