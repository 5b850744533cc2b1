// Batch number theory: reads commands from a file (or stdin) and answers each.
// Commands: PRIMES n | ISPRIME n | GCD a b | FACTORS n | PERFECT n | QUIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

static char *sieve_upto(int n) {
    char *s = malloc(n + 1);
    if (!s) return NULL;
    memset(s, 1, n + 1);
    s[0] = 0;
    if (n >= 1) s[1] = 0;
    for (int p = 2; (long)p * p <= n; p++)
        if (s[p])
            for (int q = p * p; q <= n; q += p) s[q] = 0;
    return s;
}

static int to_int(const char *tok, int *out) {
    if (!tok || !*tok) return 0;
    for (const char *c = tok; *c; c++)
        if (!isdigit((unsigned char)*c)) return 0;
    if (strlen(tok) > 9) return 0;
    *out = atoi(tok);
    return 1;
}

static void upcase(char *s) {
    for (; *s; s++) *s = (char)toupper((unsigned char)*s);
}

static int handle(char *cmd, char *x, char *y, int lineno) {
    int a, b;
    upcase(cmd);
    if (strcmp(cmd, "QUIT") == 0) return 0;
    if (!to_int(x, &a)) {
        printf("line %d: ERROR bad or missing number\n", lineno);
        return 1;
    }
    if (strcmp(cmd, "PRIMES") == 0) {
        char *s = sieve_upto(a);
        if (!s) { printf("line %d: ERROR out of memory\n", lineno); return 1; }
        printf("PRIMES %d:", a);
        for (int i = 2; i <= a; i++) if (s[i]) printf(" %d", i);
        printf("\n");
        free(s);
    } else if (strcmp(cmd, "ISPRIME") == 0) {
        int ok = a >= 2;
        for (int d = 2; ok && d <= a / d; d++) if (a % d == 0) ok = 0;
        printf("ISPRIME %d: %s\n", a, ok ? "true" : "false");
    } else if (strcmp(cmd, "GCD") == 0) {
        if (!to_int(y, &b) || a == 0 || b == 0) {
            printf("line %d: ERROR GCD needs two positive numbers\n", lineno);
            return 1;
        }
        int u = a, v = b;
        while (v) { int t = u % v; u = v; v = t; }
        printf("GCD %d %d: %d\nLCM %d %d: %lld\n", a, b, u, a, b, (long long)a / u * b);
    } else if (strcmp(cmd, "FACTORS") == 0) {
        if (a < 2) { printf("line %d: ERROR FACTORS needs n >= 2\n", lineno); return 1; }
        printf("FACTORS %d:", a);
        for (int d = 2; a > 1; d++) {
            if ((long)d * d > a) d = a;
            while (a % d == 0) { printf(" %d", d); a /= d; }
        }
        printf("\n");
    } else if (strcmp(cmd, "PERFECT") == 0) {
        printf("PERFECT %d:", a);
        for (int k = 2; k <= a; k++) {
            int sum = 1;
            for (int d = 2; d <= k / d; d++)
                if (k % d == 0) sum += d + (d * d == k ? 0 : k / d);
            if (sum == k) printf(" %d", k);
        }
        printf("\n");
    } else {
        printf("line %d: ERROR unknown command %s\n", lineno, cmd);
    }
    return 1;
}

int main(int argc, char *argv[]) {
    FILE *in = stdin;
    char buf[512];
    int lineno = 0;

    if (argc > 1) {
        in = fopen(argv[1], "r");
        if (!in) {
            perror(argv[1]);
            return 1;
        }
    }
    while (fgets(buf, sizeof buf, in)) {
        lineno++;
        char *hash = strchr(buf, '#');
        if (hash) *hash = '\0';
        char *cmd = strtok(buf, " \t\r\n");
        if (!cmd) continue;
        char *x = strtok(NULL, " \t\r\n");
        char *y = strtok(NULL, " \t\r\n");
        if (!handle(cmd, x, y, lineno)) break;
    }
    if (in != stdin) fclose(in);
    return 0;
}
