/* Lab 6 : Number theory menu. Lets the user choose number theory
   operations from a menu until 'f' (finish) is pressed. */

#include <stdio.h>

/* global variables used by all the functions */
int num1;
int num2;
char option;

/* gets a positive number from the user, returns it */
int get_positive(char text[])
{
    int value = 0;
    int ok = 0;
    /* keep asking until scanf gives us a number above zero */
    while (ok == 0) {
        printf("%s", text);
        ok = scanf("%d", &value);
        /* empty the keyboard buffer */
        while (getchar() != '\n');
        if (ok != 1 || value <= 0) {
            printf("Sorry, that is not a positive whole number.\n");
            ok = 0;
        }
    }
    return value;
}

/* returns 1 when x is prime, otherwise 0 */
int check_prime(int x)
{
    int d;

    if (x == 1)
        return 0;
    /* try every divisor from 2 up to x-1 */
    for (d = 2; d < x; d++) {
        if (x % d == 0)
            return 0;
    }
    return 1;
}

/* greatest common divisor, recursive (Euclid) */
int gcd(int a, int b)
{
    if (a % b == 0)
        return b;
    return gcd(b, a % b);
}

/* prints the factorisation like 2^3 * 5 */
void factors(int x)
{
    int p;
    int power;
    int first;

    first = 1;
    for (p = 2; x > 1; p++) {
        power = 0;
        /* count how many times p goes into x */
        while (x % p == 0) {
            x = x / p;
            power++;
        }
        if (power == 0)
            continue;
        if (first == 0)
            printf(" * ");
        if (power == 1)
            printf("%d", p);
        else
            printf("%d^%d", p, power);
        first = 0;
    }
    printf("\n");
}

/* prints the perfect numbers from 1 to limit */
void perfect(int limit)
{
    int x, d, sum;

    for (x = 2; x <= limit; x++) {
        sum = 0;
        /* add all the divisors smaller than x */
        for (d = 1; d < x; d++)
            if (x % d == 0)
                sum = sum + d;
        if (sum == x)
            printf("%d is a perfect number\n", x);
    }
}

int main()
{
    int i;
    do {
        /* show the menu */
        printf("\n a) print all primes up to a number\n b) check if a number is prime\n");
        printf(" c) GCD and LCM\n d) prime factors\n e) perfect numbers\n f) finish\n");
        printf("Choose a letter: ");
        option = getchar();
        /* throw away the rest of the line */
        if (option != '\n')
            while (getchar() != '\n');

        if (option == 'a') {
            num1 = get_positive("Up to which number? ");
            for (i = 2; i <= num1; i++)
                if (check_prime(i) == 1)
                    printf("%d\n", i);
        } else if (option == 'b') {
            num1 = get_positive("Which number? ");
            if (check_prime(num1) == 1)
                printf("%d is prime.\n", num1);
            else
                printf("%d is NOT prime.\n", num1);
        } else if (option == 'c') {
            num1 = get_positive("First number: ");
            num2 = get_positive("Second number: ");
            /* lcm = a * b / gcd */
            printf("GCD is %d\n", gcd(num1, num2));
            printf("LCM is %d\n", num1 * num2 / gcd(num1, num2));
        } else if (option == 'd') {
            num1 = get_positive("Which number? ");
            printf("%d = ", num1);
            factors(num1);
        } else if (option == 'e') {
            num1 = get_positive("Up to which number? ");
            perfect(num1);
        } else if (option != 'f') {
            printf("Please choose a letter from a to f.\n");
        }
    } while (option != 'f');
    printf("Program finished.\n");
    return 0;
}
