package palindrome;

/** A number is a palindrome when it equals its reversal. */
public class ReversalPalindromeTest implements PalindromeTest {
    private final DigitReverser reverser;

    public ReversalPalindromeTest(DigitReverser reverser) {
        this.reverser = reverser;
    }

    @Override
    public boolean isPalindrome(int number) {
        return number == reverser.reverse(number);
    }
}
