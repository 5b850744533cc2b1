/*
 * shorthand: expand notations like a-z, 0-9 or a-b-c found in the input
 * into the full run of characters (abc...xyz). Runs may be chained and
 * may follow each other; dashes that do not join two characters of a
 * range are copied unchanged.
 *
 * The input is consumed character by character with a small look-ahead
 * window instead of being read into a buffer first.
 */
#include <ctype.h>
#include <stdio.h>

typedef struct {
    int prev;     /* last character written, or EOF at the start */
    long written; /* characters written so far */
} Writer;

static void put(Writer *w, int c)
{
    putchar(c);
    w->prev = c;
    w->written++;
}

static int same_class(int a, int b)
{
    return (isdigit(a) && isdigit(b)) || (islower(a) && islower(b)) ||
           (isupper(a) && isupper(b));
}

/* Emit every character from `from` to `to`, skipping `from` when it was
   the end of the previous run. */
static void put_run(Writer *w, int from, int to)
{
    int c = from;

    if (w->prev == from)
        c++;
    for (; c <= to; c++)
        put(w, c);
}

int main(void)
{
    Writer out = {EOF, 0};
    int cur = getchar();
    int after_run = 0; /* cur was already written as the end of a run */

    while (cur != EOF) {
        int dash = getchar();

        if (dash != '-' || !isalnum(cur)) {
            put(&out, cur);
            cur = dash;
            after_run = 0;
            continue;
        }

        int end = getchar();
        if (end != EOF && same_class(cur, end) && cur < end) {
            put_run(&out, cur, end);
            cur = end;
            /* the end of a run may start the next one (a-b-c) */
            int next = getchar();
            if (next == '-') {
                ungetc(next, stdin);
                after_run = 1;
                continue;
            }
            cur = next;
            after_run = 0;
        } else {
            if (!after_run)
                put(&out, cur);
            put(&out, dash);
            cur = end;
            after_run = 0;
        }
    }
    return 0;
}
