#include <stdio.h>
#include <string.h>

#define LIM 1000000

static int spf[LIM + 1];            /* smallest prime factor, 0 for 0 and 1 */

static void init(void)
{
    for (int i = 2; i <= LIM; i++)
        if (!spf[i])
            for (int j = i; j <= LIM; j += i)
                if (!spf[j]) spf[j] = i;
}

static unsigned bgcd(unsigned a, unsigned b)   /* Stein */
{
    if (!a || !b) return a | b;
    int sh = 0;
    while (!((a | b) & 1)) { a >>= 1; b >>= 1; sh++; }
    while (!(a & 1)) a >>= 1;
    do {
        while (!(b & 1)) b >>= 1;
        if (a > b) { unsigned t = a; a = b; b = t; }
        b -= a;
    } while (b);
    return a << sh;
}

static int num(const char *q, int lo, int hi)
{
    int x; char c;
    for (;;) {
        printf("%s (%d-%d): ", q, lo, hi);
        int r = scanf("%d%c", &x, &c);
        if (r == EOF) return lo;
        if (r == 2 && c == '\n' && x >= lo && x <= hi) return x;
        puts("?");
        if (!(r == 2 && c == '\n')) scanf("%*[^\n]");
    }
}

static int sigma(int n)              /* sum of all divisors via spf */
{
    int s = 1;
    while (n > 1) {
        int p = spf[n], pk = 1, t = 1;
        while (n % p == 0) { n /= p; pk *= p; t += pk; }
        s *= t;
    }
    return s;
}

int main(void)
{
    char c[8];
    init();
    for (;;) {
        printf("\n[p]rimes [t]est [g]cd [f]actor [s]perfect [q]uit: ");
        if (scanf("%7s", c) != 1) return 0;
        scanf("%*[^\n]"); getchar();
        switch (c[0]) {
        case 'p': {
            int n = num("n", 2, LIM), k = 0;
            for (int i = 2; i <= n; i++)
                if (spf[i] == i) printf("%d%c", i, ++k % 12 ? ' ' : '\n');
            printf("\n#%d\n", k);
            break;
        }
        case 't': {
            int n = num("n", 0, LIM);
            printf("%d: %s\n", n, n > 1 && spf[n] == n ? "prime" : "not prime");
            break;
        }
        case 'g': {
            unsigned a = num("a", 1, LIM), b = num("b", 1, LIM), g = bgcd(a, b);
            printf("gcd %u  lcm %llu\n", g, (unsigned long long)a / g * b);
            break;
        }
        case 'f': {
            int n = num("n", 2, LIM);
            printf("%d =", n);
            for (; n > 1; n /= spf[n]) printf(" %d", spf[n]);
            putchar('\n');
            break;
        }
        case 's': {
            int n = num("n", 1, LIM);
            for (int i = 2; i <= n; i++) if (sigma(i) == 2 * i) printf("%d\n", i);
            break;
        }
        case 'q': return 0;
        default: puts("?");
        }
    }
}
