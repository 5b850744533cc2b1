/* Exact RPN calculator: every value is a fraction num/den, kept reduced.
   Input: integers and the operators + - * / plus the words neg and inv. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

typedef struct { long long num, den; } Frac;

#define DEPTH 50
static Frac fstack[DEPTH];
static int used;

static long long gcd(long long a, long long b)
{
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    return b == 0 ? a : gcd(b, a % b);
}

static Frac make(long long n, long long d)
{
    Frac f;
    long long g;
    if (d < 0) { n = -n; d = -d; }
    g = gcd(n, d);
    if (g == 0) g = 1;
    f.num = n / g;
    f.den = d / g;
    return f;
}

static const char *fpush(Frac f)
{
    if (used == DEPTH) return "stack full";
    fstack[used++] = f;
    return NULL;
}

static int is_integer(const char *s)
{
    if (*s == '-' || *s == '+') s++;
    if (!*s) return 0;
    for (; *s; s++)
        if (!isdigit((unsigned char)*s)) return 0;
    return 1;
}

/* returns an error message, or NULL when the token was fine */
static const char *step(const char *t)
{
    Frac x, y;

    if (is_integer(t))
        return fpush(make(atoll(t), 1));

    if (!strcmp(t, "neg") || !strcmp(t, "inv")) {
        if (used < 1) return "missing operand";
        x = fstack[--used];
        if (t[0] == 'n') return fpush(make(-x.num, x.den));
        if (x.num == 0) return "zero has no inverse";
        return fpush(make(x.den, x.num));
    }

    if (strlen(t) != 1 || !strchr("+-*/", *t))
        return "unrecognised token";
    if (used < 2) return "missing operand";
    y = fstack[--used];
    x = fstack[--used];
    switch (*t) {
    case '+': return fpush(make(x.num * y.den + y.num * x.den, x.den * y.den));
    case '-': return fpush(make(x.num * y.den - y.num * x.den, x.den * y.den));
    case '*': return fpush(make(x.num * y.num, x.den * y.den));
    default:
        if (y.num == 0) return "division by zero";
        return fpush(make(x.num * y.den, x.den * y.num));
    }
}

static void print_frac(Frac f)
{
    if (f.den == 1)
        printf("%lld", f.num);
    else
        printf("%lld/%lld", f.num, f.den);
}

int main(void)
{
    char line[400];
    char *t;
    const char *msg;

    while (fgets(line, sizeof line, stdin)) {
        used = 0;
        msg = NULL;
        for (t = strtok(line, " \t\n"); t && !msg; t = strtok(NULL, " \t\n")) {
            msg = step(t);
            if (msg) printf("!! %s (at \"%s\")\n", msg, t);
        }
        if (msg || used == 0)
            continue;
        if (used > 1) {
            printf("!! incomplete expression, %d values remain:", used);
            for (int i = 0; i < used; i++) {
                putchar(' ');
                print_frac(fstack[i]);
            }
            putchar('\n');
            continue;
        }
        print_frac(fstack[0]);
        if (fstack[0].den != 1)
            printf("  (~%.6g)", (double)fstack[0].num / fstack[0].den);
        putchar('\n');
    }
    return 0;
}
