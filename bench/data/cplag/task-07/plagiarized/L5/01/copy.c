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
    int option = menuChoice();
    if (option == 1)
      listPrimes(primeTable);
    else if (option == 2)
      primeTest();
    else if (option == 3)
      gcdAndLcm();
    else if (option == 4)
      showFactors(askInt("Enter a number (2-1000000): ", 2, PAIR_LIMIT));
    else if (option == 5)
      perfectNumbers();
    else {
      keepGoing = 0;
      puts("Goodbye!");
    }
  }
  return 0;
}

// prints the menu and returns what the user picked
int menuChoice(void) {
  puts("\n===== Number Theory Toolbox =====");
  puts("1. List primes up to N\n2. Test if a number is prime");
  puts("3. GCD and LCM of two numbers\n4. Prime factorisation");
  puts("5. Perfect numbers up to N\n0. Quit");
  return askInt("Your choice: ", 0, 5);
}

// reads a whole line and parses an int from it, asks again if it is wrong
int askInt(const char *prompt, int lo, int hi) {
  char line[100];
  int value;
  int valid = 0;
  while (!valid) {
    fputs(prompt, stdout);
    if (fgets(line, sizeof line, stdin) == NULL)
      exit(0);
    if (sscanf(line, "%d", &value) != 1)
      puts("Invalid input, please enter a number.");
    else if (value < lo || value > hi)
      printf("Number must be between %d and %d.\n", lo, hi);
    else
      valid = 1;
  }
  return value;
}

void listPrimes(char primeTable[]) {
  int num = askInt("Enter N (2-100000): ", 2, LIMIT);
  int found = 0;
  int k = 2;
  fillPrimeTable(primeTable, num);
  while (k <= num) {
    if (primeTable[k]) {
      printf("%7d", k);
      found += 1;
      if (found % PER_ROW == 0)
        putchar('\n');
    }
    k++;
  }
  printf("\nThere are %d primes up to %d\n", found, num);
}

void primeTest(void) {
  int num = askInt("Enter a number: ", 1, MAX_INPUT);
  printf("%d is %s\n", num, isPrime(num) ? "prime" : "not prime");
}

// lcm is computed right here from the gcd
void gcdAndLcm(void) {
  int first = askInt("First number: ", 1, PAIR_LIMIT);
  int second = askInt("Second number: ", 1, PAIR_LIMIT);
  int g = greatestDivisor(first, second);
  printf("GCD(%d, %d) = %d\n", first, second, g);
  printf("LCM(%d, %d) = %d\n", first, second, first / g * second);
}

void perfectNumbers(void) {
  int num = askInt("Enter N: ", 1, LIMIT);
  int k = 2;
  printf("Perfect numbers up to %d:\n", num);
  while (k <= num) {
    if (divisorSum(k) == k)
      printf("%d\n", k);
    k = k + 1;
  }
}

// adds up all divisors of num smaller than num
int divisorSum(int num) {
  int total = 1;
  int k = 2;
  while (k <= num / 2) {
    if (num % k == 0)
      total = total + k;
    k++;
  }
  return total;
}

// prints num as a product of its prime factors
void showFactors(int num) {
  int pf[MAX_PF];
  int *out = pf;
  int divisor = 2;
  const int startVal = num;
  while (num > 1) {
    if (num % divisor == 0) {
      *out++ = divisor;
      num /= divisor;
    } else
      divisor = divisor + 1;
  }

  printf("%d = ", startVal);
  for (int *f = pf; f < out; f++) {
    if (f != pf)
      fputs(" x ", stdout);
    printf("%d", *f);
  }
  putchar('\n');
}

// euclid's algorithm
int greatestDivisor(int x, int y) {
  int rest;
  for (; y != 0; y = rest) {
    rest = x % y;
    x = y;
  }
  return x;
}

// checks primality by dividing by odd numbers up to sqrt(num)
int isPrime(int num) {
  if (num < 2 || (num % 2 == 0 && num != 2)) return 0;
  for (int div = 3; div <= sqrt(num); div = div + 2)
    if (num % div == 0)
      return 0;
  return 1;
}

// Eratosthenes: cross out every multiple of each prime (1 = prime, 0 = composite)
void fillPrimeTable(char primeTable[], int upTo) {
  char *cell = primeTable;
  while (cell <= primeTable + upTo)
    *cell++ = 1;
  *primeTable = *(primeTable + 1) = 0;   // 0 and 1 are not prime
  for (int p = 2; p * p <= upTo; p++)
    if (*(primeTable + p))
      for (char *q = primeTable + p * p; q <= primeTable + upTo; q += p)
        *q = 0;
}
