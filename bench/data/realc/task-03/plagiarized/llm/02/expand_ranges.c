#include <ctype.h>
#include <stdio.h>

#define CAPACITY 10000

static int slurp(char *buf, int cap);
static int starts_range(const char *s, int at);
static int emit_range(const char *s, int at, char *out, int written);
static void expand(const char *in, char *out);

int main(void)
{
    char in[CAPACITY];
    char out[CAPACITY];

    slurp(in, CAPACITY);
    expand(in, out);
    fputs(out, stdout);
    return 0;
}

static int slurp(char *buf, int cap)
{
    int n = 0;
    int ch;

    while (n < cap - 1) {
        if ((ch = getchar()) == EOF)
            break;
        buf[n++] = (char)ch;
    }
    buf[n] = '\0';
    return n;
}

/* A range starts at `at` when a letter or digit, a dash and a larger
   character follow each other. */
static int starts_range(const char *s, int at)
{
    return isalnum((unsigned char)s[at]) && s[at + 1] == '-' && s[at] < s[at + 2];
}

/* Writes s[at]..s[at+2] into out, skipping a character that was just
   written (the shared end of a chained range such as a-b-c). */
static int emit_range(const char *s, int at, char *out, int written)
{
    int ch;

    for (ch = s[at]; ch <= s[at + 2]; ch++) {
        if (written > 0 && out[written - 1] == ch)
            continue;
        if (!isalnum(ch))
            continue;
        out[written++] = (char)ch;
    }
    return written;
}

static void expand(const char *in, char *out)
{
    int i = 0;
    int j = 0;

    while (i < CAPACITY - 1 && j < CAPACITY - 1 && in[i] != '\0') {
        if (!starts_range(in, i)) {
            out[j++] = in[i++];
            continue;
        }
        while (starts_range(in, i)) {
            j = emit_range(in, i, out, j);
            i += 2;
        }
        i++;
    }
    out[j] = '\0';
}
