/* ntool.c -- usage: ntool primes N | isprime N | gcd A B | factor N | perfect N
 * Without arguments the same commands are read from stdin until "quit". */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIEVE_CAP 50000000ULL

static int parse_u64(const char *s, uint64_t *out)
{
    char *end;
    if (s == NULL || *s == '-' || *s == '\0')
        return 0;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno == ERANGE || *end != '\0')
        return 0;
    *out = (uint64_t)v;
    return 1;
}

static int is_prime_u64(uint64_t n)
{
    if (n < 4)
        return n >= 2;
    if (n % 2 == 0 || n % 3 == 0)
        return 0;
    for (uint64_t d = 5; d <= n / d; d += 6)
        if (n % d == 0 || n % (d + 2) == 0)
            return 0;
    return 1;
}

static uint64_t gcd_u64(uint64_t a, uint64_t b)
{
    while (b) {
        uint64_t r = a % b;
        a = b;
        b = r;
    }
    return a;
}

/* one bit per odd number; bit k stands for 2k+1 */
static int cmd_primes(uint64_t n)
{
    if (n > SIEVE_CAP) {
        fprintf(stderr, "primes: limit is %llu\n", (unsigned long long)SIEVE_CAP);
        return 1;
    }
    size_t bits = (size_t)(n / 2 + 1);
    uint8_t *comp = calloc(bits / 8 + 1, 1);
    if (!comp) {
        perror("calloc");
        return 1;
    }
    if (n >= 2)
        printf("2\n");
    for (uint64_t p = 3; p <= n; p += 2) {
        size_t k = (size_t)(p / 2);
        if (comp[k >> 3] & (1u << (k & 7)))
            continue;
        printf("%" PRIu64 "\n", p);
        for (uint64_t q = p * p; q <= n; q += 2 * p)
            comp[(q / 2) >> 3] |= (uint8_t)(1u << ((q / 2) & 7));
    }
    free(comp);
    return 0;
}

static void cmd_factor(uint64_t n)
{
    printf("%" PRIu64 ":", n);
    for (uint64_t p = 2; p <= n / p; p += (p == 2) ? 1 : 2)
        while (n % p == 0) {
            printf(" %" PRIu64, p);
            n /= p;
        }
    if (n > 1)
        printf(" %" PRIu64, n);
    putchar('\n');
}

static void cmd_perfect(uint64_t n)
{
    for (uint64_t k = 2; k <= n; k++) {
        uint64_t s = 1;
        for (uint64_t d = 2; d <= k / d; d++)
            if (k % d == 0)
                s += d + (d != k / d ? k / d : 0);
        if (s == k)
            printf("%" PRIu64 "\n", k);
    }
}

static int run(int argc, char **argv)
{
    uint64_t a, b;
    if (argc < 2 || !parse_u64(argv[1], &a)) {
        fprintf(stderr, "%s: expected a non-negative integer\n", argv[0]);
        return 1;
    }
    if (!strcmp(argv[0], "primes"))  return cmd_primes(a);
    if (!strcmp(argv[0], "isprime")) { printf("%s\n", is_prime_u64(a) ? "prime" : "composite"); return 0; }
    if (!strcmp(argv[0], "factor"))  { if (a < 2) { fprintf(stderr, "factor: need N >= 2\n"); return 1; } cmd_factor(a); return 0; }
    if (!strcmp(argv[0], "perfect")) { cmd_perfect(a); return 0; }
    if (!strcmp(argv[0], "gcd")) {
        if (argc < 3 || !parse_u64(argv[2], &b) || (a == 0 && b == 0)) {
            fprintf(stderr, "gcd: need two integers, not both zero\n");
            return 1;
        }
        uint64_t g = gcd_u64(a, b);
        printf("gcd %" PRIu64 "\nlcm %" PRIu64 "\n", g, a / g * b);
        return 0;
    }
    fprintf(stderr, "unknown command '%s'\n", argv[0]);
    return 1;
}

int main(int argc, char **argv)
{
    if (argc > 1)
        return run(argc - 1, argv + 1);

    char line[256];
    while (printf("> "), fflush(stdout), fgets(line, sizeof line, stdin)) {
        char *tok[4];
        int nt = 0;
        for (char *t = strtok(line, " \t\r\n"); t && nt < 4; t = strtok(NULL, " \t\r\n"))
            tok[nt++] = t;
        if (nt == 0)
            continue;
        if (!strcmp(tok[0], "quit") || !strcmp(tok[0], "exit"))
            break;
        run(nt, tok);
    }
    return 0;
}
