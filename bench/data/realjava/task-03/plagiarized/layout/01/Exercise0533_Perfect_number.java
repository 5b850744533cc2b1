package Chapter05;

// Perfect numbers below 10,000: a number equal to the sum of its proper
// divisors (6 = 1 + 2 + 3, 28 = 1 + 2 + 4 + 7 + 14). There are four.
public class Exercise0533_Perfect_number
{
  public static void main(String[] args)
  {
    System.out.println("The four perfect numbers<10,000: ");

    for (int i = 1; i <= 10000; i++)
    {
      int number = i;
      int divisor = i;
      int sumOfDivisors = 0;

      while (divisor > 0)
      {
        if (number % divisor == 0 && number != divisor)
        {
          sumOfDivisors += divisor;
        }
        divisor--;
      }

      if (number == sumOfDivisors)
      {
        System.out.print(number + " ");
      }
    }
  }
}
