#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define MAX_N 100000
#define MAX_FACTORS 64

// global table for the sieve, 1 = prime, 0 = composite
char sieve[MAX_N + 1];

// Eratosthenes: cross out every multiple of each prime
void build_sieve(int n) {
  int i, j;
  for (i = 0; i <= n; i++)
    sieve[i] = 1;
  sieve[0] = sieve[1] = 0;   // 0 and 1 are not prime
  for (i = 2; i * i <= n; i++)
    if (sieve[i])
      for (j = i * i; j <= n; j += i)
        sieve[j] = 0;
}

// checks primality by dividing by odd numbers up to sqrt(n)
int is_prime(int n) {
  int i;
  if (n < 2) return 0;
  if (n % 2 == 0) return n == 2;
  for (i = 3; i <= sqrt(n); i += 2)
    if (n % i == 0)
      return 0;
  return 1;
}

// euclid's algorithm
int gcd(int a, int b) {
  while (b != 0) {
    int temp = b;
    b = a % b;
    a = temp;
  }
  return a;
}
int lcm(int a, int b) { return a * b / gcd(a, b); }

// prints n as a product of its prime factors
void factorise(int n) {
  int factors[MAX_FACTORS];
  int count = 0, d = 2, i, original = n;
  while (n > 1) {
    if (n % d == 0) {
      factors[count++] = d;
      n = n / d;
    } else
      d++;
  }

  printf("%d = ", original);
  for (i = 0; i < count; i++)
    printf("%d%s", factors[i], i < count - 1 ? " x " : "");
  printf("\n");
}

// adds up all divisors of n smaller than n
int sum_divisors(int n) {
  int sum = 1, i;
  for (i = 2; i <= n / 2; i++)
    if (n % i == 0)
      sum += i;
  return sum;
}

// reads an int, repeats the prompt on bad input or out of range
int read_number(const char *msg, int min, int max) {
  int x, ok = 0;
  while (!ok) {
    printf("%s", msg);
    if (scanf("%d", &x) != 1) {
      printf("Invalid input, please enter a number.\n");
      while (getchar() != '\n');   // throw away the rest of the line
    } else if (x < min || x > max)
      printf("Number must be between %d and %d.\n", min, max);
    else
      ok = 1;
  }
  return x;
}

void print_menu() {
  printf("\n===== Number Theory Toolbox =====\n");
  printf("1. List primes up to N\n2. Test if a number is prime\n");
  printf("3. GCD and LCM of two numbers\n4. Prime factorisation\n");
  printf("5. Perfect numbers up to N\n0. Quit\n");
}

int main() {
  int choice, n, a, b, i, count, result, running = 1;

  while (running) {
    print_menu();
    choice = read_number("Your choice: ", 0, 5);

    switch (choice) {
    case 1:  // list of primes
      n = read_number("Enter N (2-100000): ", 2, MAX_N);
      build_sieve(n);
      count = 0;
      for (i = 2; i <= n; i++)
        if (sieve[i]) {
          printf("%7d", i);
          count++;
          if (count % 10 == 0)
            printf("\n");
        }
      printf("\nThere are %d primes up to %d\n", count, n);
      break;

    case 2:  // single prime test
      n = read_number("Enter a number: ", 1, 2000000000);
      if (is_prime(n))
        printf("%d is prime\n", n);
      else
        printf("%d is not prime\n", n);
      break;

    case 3:
      a = read_number("First number: ", 1, 1000000);
      b = read_number("Second number: ", 1, 1000000);
      printf("GCD(%d, %d) = %d\n", a, b, gcd(a, b));
      printf("LCM(%d, %d) = %d\n", a, b, lcm(a, b));
      break;

    case 4:
      n = read_number("Enter a number (2-1000000): ", 2, 1000000);
      factorise(n);
      break;

    case 5:  // perfect numbers
      n = read_number("Enter N: ", 1, MAX_N);
      printf("Perfect numbers up to %d:\n", n);
      for (i = 2; i <= n; i++)
        if (sum_divisors(i) == i)
          printf("%d\n", i);
      break;

    case 0:
      running = 0;
      printf("Goodbye!\n");
      break;
    }
  }

  return 0;
}
