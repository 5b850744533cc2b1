/*
 * Palindrome integer.
 *
 * reverse(number) returns the digits of number in reverse order,
 * e.g. reverse(456) returns 654; isPalindrome(number) uses reverse.
 * The program reads an integer and says whether it is a palindrome.
 */
package Chapter6;

import java.util.Scanner;

public class Question3
{
	/* reversal of an integer */
	public static int reverse(int number)
	{
		int reverse = 0;
		while (number != 0)
		{
			int digit = number % 10;
			reverse = reverse * 10 + digit;
			number = number / 10;
		}
		return reverse;
	}

	/* true when the number reads the same both ways */
	public static boolean isPalindrome(int number)
	{
		if (number == reverse(number))
		{
			return true;
		}
		return false;
	}

	public static void main(String[] args)
	{
		Scanner input = new Scanner(System.in);
		System.out.print("Enter a number to check if its palindrome: ");
		int number = input.nextInt();
		if (isPalindrome(number) == true)
		{
			System.out.println("The " + number + " is palindrome.");
		}
		else
		{
			System.out.println("The " + number + " is not palindrome.");
		}
		input.close();
	}
}
