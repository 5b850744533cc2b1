#include <stdio.h>
#include <stdlib.h>

/* Number theory workbench: primes by the sieve of Sundaram, Bezout
   coefficients with the gcd, and a few extras (totient, divisors, twins). */
typedef struct {
    int queries;      /* how many operations were run */
    int last_result;  /* result of the last operation */
} Session;

static void banner(const char *title)
{
    printf("+----------------------------------------+\n");
    printf("| %-38s |\n", title);
    printf("+----------------------------------------+\n");
}

static int ask(const char *what, int lo, int hi)
{
    int v, got;
    while (1) {
        printf("%s: ", what);
        got = scanf("%d", &v);
        if (got == EOF) exit(0);
        while (getchar() != '\n') ;
        if (got == 1 && v >= lo && v <= hi) return v;
        printf("  -> need an integer from %d to %d\n", lo, hi);
    }
}

/* Sundaram: remove i + j + 2ij, the rest k gives the odd prime 2k+1 */
static int sundaram(int n, int *out)
{
    int m = (n - 1) / 2, cnt = 0;
    char *del = calloc(m + 1, 1);
    if (n >= 2) out[cnt++] = 2;
    for (int i = 1; 2 * i + 2 * i * i <= m; i++)
        for (int j = i; i + j + 2 * i * j <= m; j++)
            del[i + j + 2 * i * j] = 1;
    for (int k = 1; k <= m; k++)
        if (!del[k]) out[cnt++] = 2 * k + 1;
    free(del);
    return cnt;
}

static int ext_gcd(int a, int b, int *x, int *y)
{
    if (b == 0) { *x = 1; *y = 0; return a; }
    int x1, y1, g = ext_gcd(b, a % b, &x1, &y1);
    *x = y1;
    *y = x1 - (a / b) * y1;
    return g;
}

static int test_prime(int n)
{
    if (n < 2) return 0;
    if (n % 2 == 0) return n == 2;
    for (int d = 3; d <= n / d; d += 2) if (n % d == 0) return 0;
    return 1;
}

/* factorises n; fills phi and the divisor count, returns sigma(n) */
static long long factor_report(int n, int *phi, int *ndiv, int verbose)
{
    long long sum = 1;
    *phi = n; *ndiv = 1;
    if (verbose) printf("  %d =", n);
    for (int p = 2; p <= n; p++) {
        if (n % p) continue;
        int e = 0;
        long long pk = 1, part = 1;
        while (n % p == 0) { n /= p; e++; pk *= p; part += pk; }
        if (verbose) printf(" %d^%d", p, e);
        *phi = *phi / p * (p - 1);
        *ndiv *= e + 1;
        sum *= part;
        if (test_prime(n)) p = n - 1;   /* jump straight to the last prime */
    }
    if (verbose) printf("\n");
    return sum;
}

int main(void)
{
    Session s = {0, 0};
    int choice, n, a, b, x, y, phi, nd;

    do {
        banner("NUMBER THEORY WORKBENCH");
        printf("| 1 primes  2 prime test  3 gcd/lcm     |\n");
        printf("| 4 factor  5 perfect     6 twin primes |\n");
        printf("| 0 quit        (queries so far: %4d)   |\n", s.queries);
        choice = ask("select", 0, 6);
        if (choice == 0) break;
        s.queries++;
        switch (choice) {
        case 1: case 6: {
            n = ask("limit", 2, 200000);
            int *pr = malloc(sizeof(int) * (n / 2 + 2)), c = sundaram(n, pr), pairs = 0;
            for (int i = 0; i < c; i++) {
                if (choice == 1) printf("%d%s", pr[i], (i + 1) % 10 ? "\t" : "\n");
                else if (i + 1 < c && pr[i + 1] - pr[i] == 2) { printf("(%d,%d) ", pr[i], pr[i + 1]); pairs++; }
            }
            s.last_result = choice == 1 ? c : pairs;
            printf("\n  count: %d\n", s.last_result);
            free(pr);
            break;
        }
        case 2:
            n = ask("number", 0, 2000000000);
            s.last_result = test_prime(n);
            printf("  %d -> %s\n", n, s.last_result ? "prime" : "composite/unit");
            break;
        case 3:
            a = ask("a", 1, 100000000);
            b = ask("b", 1, 100000000);
            s.last_result = ext_gcd(a, b, &x, &y);
            printf("  gcd = %d = %d*%d + %d*%d\n", s.last_result, a, x, b, y);
            printf("  lcm = %lld\n", (long long)a / s.last_result * b);
            break;
        case 4:
            n = ask("number", 2, 1000000000);
            factor_report(n, &phi, &nd, 1);
            printf("  phi(n) = %d, number of divisors = %d\n", phi, nd);
            break;
        case 5:
            n = ask("limit", 2, 1000000);
            s.last_result = 0;
            for (int k = 2; k <= n; k++)
                if (factor_report(k, &phi, &nd, 0) == 2LL * k) {
                    printf("  %d is perfect (%d divisors)\n", k, nd);
                    s.last_result++;
                }
            break;
        }
    } while (1);
    printf("Bye after %d queries.\n", s.queries);
    return 0;
}
