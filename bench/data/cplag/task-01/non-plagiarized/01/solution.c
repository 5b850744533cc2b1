/* cipher.c -- Caesar / Vigenere filter
 *
 * usage: cipher (-c SHIFT | -v KEYWORD) [-d]
 * Reads plain or cipher text on stdin and writes the result on stdout.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <errno.h>
#include <limits.h>

enum kind { KIND_NONE, KIND_CAESAR, KIND_VIGENERE };

struct cipher {
    enum kind kind;
    int shift;            /* Caesar shift, already reduced mod 26 */
    const char *keyword;  /* Vigenere keyword */
    size_t keylen;
    size_t pos;           /* next keyword letter to use */
    int sign;             /* +1 encrypt, -1 decrypt */
};

static int rotate(int ch, int by)
{
    int base;

    if (ch >= 'a' && ch <= 'z')
        base = 'a';
    else if (ch >= 'A' && ch <= 'Z')
        base = 'A';
    else
        return ch;
    return base + ((ch - base + by) % 26 + 26) % 26;
}

static int next_shift(struct cipher *c)
{
    int s;

    if (c->kind == KIND_CAESAR)
        return c->sign * c->shift;
    s = tolower((unsigned char)c->keyword[c->pos]) - 'a';
    c->pos = (c->pos + 1) % c->keylen;
    return c->sign * s;
}

static int parse_shift(const char *arg, int *out)
{
    char *end;
    long v;

    errno = 0;
    v = strtol(arg, &end, 10);
    if (errno != 0 || end == arg || *end != '\0' || v < INT_MIN || v > INT_MAX)
        return -1;
    *out = (int)(((v % 26) + 26) % 26);
    return 0;
}

static int parse_keyword(const char *arg)
{
    const char *p;

    if (*arg == '\0')
        return -1;
    for (p = arg; *p; p++)
        if (!isalpha((unsigned char)*p))
            return -1;
    return 0;
}

static void usage(const char *prog)
{
    fprintf(stderr, "usage: %s (-c SHIFT | -v KEYWORD) [-d] < input\n", prog);
}

int main(int argc, char **argv)
{
    struct cipher c = { KIND_NONE, 0, NULL, 0, 0, 1 };
    int i, ch;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-d") == 0) {
            c.sign = -1;
        } else if (strcmp(argv[i], "-c") == 0 && i + 1 < argc) {
            if (parse_shift(argv[++i], &c.shift) != 0) {
                fprintf(stderr, "%s: invalid shift '%s' (expected an integer)\n", argv[0], argv[i]);
                return 2;
            }
            c.kind = KIND_CAESAR;
        } else if (strcmp(argv[i], "-v") == 0 && i + 1 < argc) {
            if (parse_keyword(argv[++i]) != 0) {
                fprintf(stderr, "%s: invalid keyword '%s' (letters A-Z only)\n", argv[0], argv[i]);
                return 2;
            }
            c.kind = KIND_VIGENERE;
            c.keyword = argv[i];
            c.keylen = strlen(argv[i]);
        } else {
            usage(argv[0]);
            return 2;
        }
    }
    if (c.kind == KIND_NONE) {
        usage(argv[0]);
        return 2;
    }

    while ((ch = getchar()) != EOF) {
        if (isalpha(ch))
            ch = rotate(ch, next_shift(&c));
        putchar(ch);
    }
    return ferror(stdin) ? 1 : 0;
}
