package palindrome;

/** Decides whether a number is a palindrome. */
public interface PalindromeTest {
    boolean isPalindrome(int number);
}
