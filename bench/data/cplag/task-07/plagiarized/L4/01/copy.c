#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define LIMIT 100000
#define MAX_PF 64

const int MAX_INPUT = 2000000000;
const int PAIR_LIMIT = 1000000;
const int PER_ROW = 10;

int menuChoice(void);
int askInt(const char *prompt, int lo, int hi);
void listPrimes(char primeTable[]);
void primeTest(void);
void gcdAndLcm(void);
void perfectNumbers(void);
void fillPrimeTable(char primeTable[], int upTo);
int isPrime(int num);
int greatestDivisor(int x, int y);
void showFactors(int num);
int divisorSum(int num);

int main() {
  static char primeTable[LIMIT + 1];
  int keepGoing = 1;

  while (keepGoing) {
    switch (menuChoice()) {
    case 1: listPrimes(primeTable); break;
    case 2: primeTest(); break;
    case 3: gcdAndLcm(); break;
    case 4: showFactors(askInt("Enter a number (2-1000000): ", 2, PAIR_LIMIT)); break;
    case 5: perfectNumbers(); break;
    case 0:
      keepGoing = 0;
      printf("Goodbye!\n");
      break;
    }
  }
  return 0;
}

// prints the menu and returns what the user picked
int menuChoice(void) {
  printf("\n===== Number Theory Toolbox =====\n");
  printf("1. List primes up to N\n2. Test if a number is prime\n");
  printf("3. GCD and LCM of two numbers\n4. Prime factorisation\n");
  printf("5. Perfect numbers up to N\n0. Quit\n");
  return askInt("Your choice: ", 0, 5);
}

// reads an int, repeats the prompt on bad input or out of range
int askInt(const char *prompt, int lo, int hi) {
  int value;
  int valid = 0;
  while (!valid) {
    printf("%s", prompt);
    if (scanf("%d", &value) != 1) {
      printf("Invalid input, please enter a number.\n");
      while (getchar() != '\n');   // throw away the rest of the line
    } else if (value < lo || value > hi)
      printf("Number must be between %d and %d.\n", lo, hi);
    else
      valid = 1;
  }
  return value;
}

void listPrimes(char primeTable[]) {
  int num = askInt("Enter N (2-100000): ", 2, LIMIT);
  int found = 0;
  fillPrimeTable(primeTable, num);
  for (int k = 2; k <= num; k++)
    if (primeTable[k]) {
      printf("%7d", k);
      found++;
      if (found % PER_ROW == 0)
        printf("\n");
    }
  printf("\nThere are %d primes up to %d\n", found, num);
}

void primeTest(void) {
  int num = askInt("Enter a number: ", 1, MAX_INPUT);
  if (isPrime(num))
    printf("%d is prime\n", num);
  else
    printf("%d is not prime\n", num);
}

// lcm is computed right here from the gcd
void gcdAndLcm(void) {
  int first = askInt("First number: ", 1, PAIR_LIMIT);
  int second = askInt("Second number: ", 1, PAIR_LIMIT);
  int g = greatestDivisor(first, second);
  printf("GCD(%d, %d) = %d\n", first, second, g);
  printf("LCM(%d, %d) = %d\n", first, second, first * second / g);
}

void perfectNumbers(void) {
  int num = askInt("Enter N: ", 1, LIMIT);
  printf("Perfect numbers up to %d:\n", num);
  for (int k = 2; k <= num; k++)
    if (divisorSum(k) == k)
      printf("%d\n", k);
}

// adds up all divisors of num smaller than num
int divisorSum(int num) {
  int total = 1;
  for (int k = 2; k <= num / 2; k++)
    if (num % k == 0)
      total += k;
  return total;
}

// prints num as a product of its prime factors
void showFactors(int num) {
  int pf[MAX_PF];
  int nf = 0;
  int divisor = 2;
  const int startVal = num;
  while (num > 1) {
    if (num % divisor == 0) {
      pf[nf++] = divisor;
      num = num / divisor;
    } else
      divisor++;
  }

  printf("%d = ", startVal);
  for (int k = 0; k < nf; k++)
    printf("%d%s", pf[k], k < nf - 1 ? " x " : "");
  printf("\n");
}

// euclid's algorithm
int greatestDivisor(int x, int y) {
  int rest;
  while (y != 0) {
    rest = y;
    y = x % y;
    x = rest;
  }
  return x;
}

// checks primality by dividing by odd numbers up to sqrt(num)
int isPrime(int num) {
  if (num < 2) return 0;
  if (num % 2 == 0) return num == 2;
  for (int div = 3; div <= sqrt(num); div += 2)
    if (num % div == 0)
      return 0;
  return 1;
}

// Eratosthenes: cross out every multiple of each prime (1 = prime, 0 = composite)
void fillPrimeTable(char primeTable[], int upTo) {
  for (int p = 0; p <= upTo; p++)
    primeTable[p] = 1;
  primeTable[0] = primeTable[1] = 0;   // 0 and 1 are not prime
  for (int p = 2; p * p <= upTo; p++)
    if (primeTable[p])
      for (int q = p * p; q <= upTo; q += p)
        primeTable[q] = 0;
}
