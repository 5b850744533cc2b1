package Chapter6;

// Return the reversal of an integer and the palindrome test
public class NumberUtil {
    // Return the reversal of an integer
    public static int reverse(int number){
        int reverse = 0;
        while (number != 0){
            int digit = number % 10;
            reverse = reverse * 10 + digit;
            number = number / 10;
        }
        return reverse;
    }

    // Return the true if number is a palindrome
    public static boolean isPalindrome(int number){
        if (number == reverse(number)){
            return true;
        }
        return false;
    }
}
