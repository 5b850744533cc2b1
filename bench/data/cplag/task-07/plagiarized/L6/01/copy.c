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

  while (1) {
    int option = menuChoice();
    if (option == 0)
      break;
    if (option == 1)
      listPrimes(primeTable);
    else if (option == 2)
      primeTest();
    else if (option == 3)
      gcdAndLcm();
    else if (option == 4)
      showFactors(askInt("Number to factorise (2-1000000): ", 2, PAIR_LIMIT));
    else
      perfectNumbers();
  }
  puts("Bye!");
  return 0;
}

// prints the menu and returns what the user picked
int menuChoice(void) {
  puts("\n----- Number Theory Toolbox -----");
  puts("1. List primes up to N\n2. Test if a number is prime");
  puts("3. GCD and LCM of two numbers\n4. Prime factorisation");
  puts("5. Perfect numbers up to N\n0. Quit");
  return askInt("Choice: ", 0, 5);
}

// reads a whole line and parses an int from it, asks again if it is wrong
int askInt(const char *prompt, int lo, int hi) {
  char line[100];
  int value;
  for (;;) {
    fputs(prompt, stdout);
    if (fgets(line, sizeof line, stdin) == NULL)
      exit(0);
    if (sscanf(line, "%d", &value) != 1) {
      puts("That is not a number, try again.");
      continue;
    }
    if (value >= lo && value <= hi)
      return value;
    printf("Please stay between %d and %d.\n", lo, hi);
  }
}

void listPrimes(char primeTable[]) {
  int num = askInt("Enter N (2-100000): ", 2, LIMIT);
  int found = 0;
  fillPrimeTable(primeTable, num);
  for (int k = 2; k <= num; k++) {
    if (!primeTable[k])
      continue;
    found += 1;
    printf("%7d", k);
    if (found % PER_ROW == 0)
      putchar('\n');
  }
  if (found % PER_ROW != 0)
    putchar('\n');
  printf("%d primes found up to %d\n", found, num);
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
  printf("gcd = %d, lcm = %d\n", g, first / g * second);
}

void perfectNumbers(void) {
  int num = askInt("Enter N: ", 1, LIMIT);
  int any = 0;
  printf("Perfect numbers up to %d:", num);
  for (int k = num; k >= 2; k--) {
    if (divisorSum(k) != k)
      continue;
    printf(" %d", k);
    any = 1;
  }
  puts(any ? "" : " none");
}

// sum of proper divisors, divisors come in pairs k and num/k
int divisorSum(int num) {
  int total = 1;
  int k;
  for (k = 2; k * k < num; k++)
    if (num % k == 0)
      total += k + num / k;
  if (k * k == num)
    total += k;
  return total;
}

// prints num as a product of its prime factors
void showFactors(int num) {
  int pf[MAX_PF];
  int *out = pf;
  const int startVal = num;
  for (int divisor = 2; divisor * divisor <= num; divisor++)
    while (num % divisor == 0) {
      *out++ = divisor;
      num /= divisor;
    }
  if (num > 1)
    *out++ = num;   // whatever is left over is a prime

  printf("%d =", startVal);
  for (int *f = pf; f < out; f++)
    printf(f == pf ? " %d" : " * %d", *f);
  putchar('\n');
}

// euclid's algorithm, recursive version
int greatestDivisor(int x, int y) {
  return y == 0 ? x : greatestDivisor(y, x % y);
}

// 2 and 3 first, then only numbers of the form 6k-1 and 6k+1
int isPrime(int num) {
  if (num <= 3)
    return num > 1;
  if (num % 2 == 0 || num % 3 == 0)
    return 0;
  for (int div = 5; div <= sqrt(num); div += 6)
    if (num % div == 0 || num % (div + 2) == 0)
      return 0;
  return 1;
}

// Eratosthenes: cross out every multiple of each prime (1 = prime, 0 = composite)
void fillPrimeTable(char primeTable[], int upTo) {
  char *cell = primeTable + upTo;
  while (cell >= primeTable + 2)
    *cell-- = 1;
  *primeTable = *(primeTable + 1) = 0;   // 0 and 1 are not prime
  for (int p = 2; p * p <= upTo; p++) {
    if (!*(primeTable + p))
      continue;
    for (char *q = primeTable + p * p; q <= primeTable + upTo; q += p)
      *q = 0;
  }
}
