#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>
#include <ctype.h>

typedef struct { char key; const char *label; void (*run)(void); } MenuItem;

/* Reads one line and converts it to a long. Returns false on EOF. */
static bool read_long(const char *prompt, long lo, long hi, long *result)
{
    char buf[128], *end;
    for (;;)
    {
        printf("%s [%ld..%ld]: ", prompt, lo, hi);
        if (fgets(buf, sizeof buf, stdin) == NULL)
            return false;
        long v = strtol(buf, &end, 10);
        while (isspace((unsigned char)*end))
            end++;
        if (end == buf || *end != '\0')
            puts("  not a whole number");
        else if (v < lo || v > hi)
            printf("  out of range\n");
        else
        {
            *result = v;
            return true;
        }
    }
}

static void do_sieve(void)
{
    long n, shown = 0;
    if (!read_long("Upper bound", 2, 10000000, &n))
        return;
    bool *composite = calloc((size_t)n + 1, sizeof *composite);
    if (composite == NULL)
        return;
    for (long i = 2; i <= n; i++)
    {
        if (composite[i])
            continue;
        printf("%s%ld", shown++ ? ", " : "  ", i);
        for (long j = i * i; j <= n; j += i)
            composite[j] = true;
    }
    printf("\n  (%ld primes)\n", shown);
    free(composite);
}

static bool prime(long n)
{
    if (n < 2) return false;
    for (long d = 2; d * d <= n; d++)
        if (n % d == 0) return false;
    return true;
}

static void do_test(void)
{
    long n;
    if (read_long("Number", 0, 2000000000L, &n))
        printf("  %ld %s\n", n, prime(n) ? "is PRIME" : "is composite (or < 2)");
}

static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }

static void do_gcd(void)
{
    long a, b;
    if (!read_long("a", 1, 1000000000L, &a) || !read_long("b", 1, 1000000000L, &b))
        return;
    long g = gcd(a, b);
    printf("  gcd = %ld\n  lcm = %lld\n", g, (long long)(a / g) * b);
}

static void do_factor(void)
{
    long n;
    const char *sep = " ";
    if (!read_long("Number", 2, 2000000000L, &n))
        return;
    printf("  %ld =", n);
    for (long p = 2; p * p <= n; p++)
        for (; n % p == 0; n /= p, sep = " * ")
            printf("%s%ld", sep, p);
    if (n > 1)
        printf("%s%ld", sep, n);
    putchar('\n');
}

static void do_perfect(void)
{
    long n;
    if (!read_long("Upper bound", 1, 10000000, &n))
        return;
    /* sigma[k] collects the proper divisors of k, like a sieve */
    long *sigma = calloc((size_t)n + 1, sizeof *sigma);
    if (sigma == NULL)
        return;
    for (long d = 1; d <= n / 2; d++)
        for (long m = 2 * d; m <= n; m += d)
            sigma[m] += d;
    for (long k = 2; k <= n; k++)
        if (sigma[k] == k)
            printf("  %ld\n", k);
    free(sigma);
}

static const MenuItem items[] =
{
    {'p', "list primes (sieve)", do_sieve},  {'t', "test a number", do_test},
    {'g', "gcd / lcm", do_gcd},              {'f', "factorise", do_factor},
    {'d', "perfect numbers", do_perfect},
};
#define NITEMS (sizeof items / sizeof items[0])

int main(void)
{
    char line[32];
    for (;;)
    {
        puts("\n-- number toolbox --");
        for (size_t i = 0; i < NITEMS; i++)
            printf(" %c) %s\n", items[i].key, items[i].label);
        printf(" q) quit\n> ");
        if (fgets(line, sizeof line, stdin) == NULL || tolower((unsigned char)line[0]) == 'q')
            break;
        size_t i = 0;
        while (i < NITEMS && items[i].key != tolower((unsigned char)line[0])) i++;
        if (i == NITEMS)
            puts("unknown command");
        else
            items[i].run();
    }
    return 0;
}
