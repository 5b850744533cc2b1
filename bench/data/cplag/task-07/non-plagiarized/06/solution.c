#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LINE_LEN 100
#define MAX_PRIMES 20

struct factorization {
    long long prime[MAX_PRIMES];
    int power[MAX_PRIMES];
    int size;
};

int read_line(const char *prompt, char *buf) {
    printf("%s", prompt);
    if (fgets(buf, LINE_LEN, stdin) == NULL)
        return 0;
    buf[strcspn(buf, "\r\n")] = '\0';
    return 1;
}

/* returns 1 and sets *value if the text is a positive integer */
int parse_positive(const char *text, long long *value) {
    char *end;
    long long v = strtoll(text, &end, 10);
    if (end == text || *end != '\0' || v <= 0)
        return 0;
    *value = v;
    return 1;
}

long long ask_positive(const char *prompt) {
    char buf[LINE_LEN];
    long long v;
    while (read_line(prompt, buf)) {
        if (parse_positive(buf, &v))
            return v;
        printf("\"%s\" is not a positive integer.\n", buf);
    }
    exit(0);
}

int is_prime(long long n) {
    if (n < 2) return 0;
    for (long long d = 2; d * d <= n; d++)
        if (n % d == 0)
            return 0;
    return 1;
}

long long gcd(long long a, long long b) {
    long long r;
    while ((r = a % b) != 0) {
        a = b;
        b = r;
    }
    return b;
}

long long lcm(long long a, long long b) { return a / gcd(a, b) * b; }

struct factorization factorize(long long n) {
    struct factorization f = { {0}, {0}, 0 };
    for (long long p = 2; p * p <= n; p++) {
        if (n % p != 0)
            continue;
        f.prime[f.size] = p;
        for (; n % p == 0; n /= p)
            f.power[f.size]++;
        f.size++;
    }
    if (n > 1) { f.prime[f.size] = n; f.power[f.size++] = 1; }   /* leftover prime */
    return f;
}

void print_factorization(struct factorization f) {
    if (f.size == 0) printf("1");
    for (int i = 0; i < f.size; i++)
        printf("%s%lld^%d", i ? " * " : "", f.prime[i], f.power[i]);
    printf("\n");
}

/* Euclid-Euler: every even perfect number is 2^(p-1) * (2^p - 1)
   where 2^p - 1 is prime. No odd perfect numbers are known. */
void list_perfect(long long limit) {
    for (int p = 2; p < 31; p++) {
        long long mersenne = (1LL << p) - 1;
        long long perfect = (1LL << (p - 1)) * mersenne;
        if (perfect > limit)
            break;
        if (is_prime(mersenne))
            printf("%lld (p = %d)\n", perfect, p);
    }
}

void list_primes(long long limit) {
    int col = 0;
    for (long long n = 2; n <= limit; n++) {
        if (!is_prime(n))
            continue;
        printf("%8lld", n);
        if (++col % 8 == 0)
            printf("\n");
    }
    printf("\n");
}

int main(void) {
    char cmd[LINE_LEN];
    long long a, b;
    const char *help = "commands: primes, prime, gcd, factor, perfect, help, quit";

    puts(help);
    while (read_line("command> ", cmd)) {
        if (strcmp(cmd, "quit") == 0) {
            break;
        } else if (strcmp(cmd, "primes") == 0) {
            list_primes(ask_positive("  limit: "));
        } else if (strcmp(cmd, "prime") == 0) {
            a = ask_positive("  number: ");
            printf("  %lld is %sprime\n", a, is_prime(a) ? "" : "not ");
        } else if (strcmp(cmd, "gcd") == 0) {
            a = ask_positive("  a: ");
            b = ask_positive("  b: ");
            printf("  gcd = %lld, lcm = %lld\n", gcd(a, b), lcm(a, b));
        } else if (strcmp(cmd, "factor") == 0) {
            a = ask_positive("  number: ");
            printf("  %lld = ", a);
            print_factorization(factorize(a));
        } else if (strcmp(cmd, "perfect") == 0) {
            list_perfect(ask_positive("  limit: "));
        } else if (strcmp(cmd, "help") == 0 || cmd[0] == '\0') {
            puts(help);
        } else {
            printf("unknown command '%s'\n", cmd);
        }
    }
    return 0;
}
