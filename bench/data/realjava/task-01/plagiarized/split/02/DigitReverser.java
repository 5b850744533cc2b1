package palindrome;

/** Reverses the decimal digits of an int. */
public class DigitReverser {
    public int reverse(int number) {
        int result = 0;
        int remaining = number;
        while (remaining != 0) {
            result = result * 10 + remaining % 10;
            remaining /= 10;
        }
        return result;
    }
}
