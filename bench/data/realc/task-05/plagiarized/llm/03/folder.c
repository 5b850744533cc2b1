/*
 * folder -- break long lines of the input into pieces of about WIDTH
 * characters. A break replaces the first blank of the last run of blanks
 * seen once a piece has reached WIDTH characters; a piece with no blank
 * at all is never broken.
 *
 * The input is processed as a stream: characters are kept in a pending
 * buffer only until the next break decision, so lines of any length work.
 */
#include <stdio.h>

#define WIDTH 6
#define PENDING_MAX 4096

struct folder {
    char pending[PENDING_MAX];
    int count;        /* characters in pending */
    int piece_len;    /* characters since the last break */
    int blank_start;  /* index in pending of the run of blanks, or -1 */
};

static void flush(struct folder *f)
{
    fwrite(f->pending, 1, (size_t)f->count, stdout);
    f->count = 0;
    f->blank_start = -1;
}

static void reset(struct folder *f)
{
    f->count = 0;
    f->piece_len = 0;
    f->blank_start = -1;
}

static void feed(struct folder *f, int c)
{
    int blank = (c == ' ' || c == '\t');
    int prev_blank = f->count > 0 &&
                     (f->pending[f->count - 1] == ' ' || f->pending[f->count - 1] == '\t');

    if (f->count == PENDING_MAX)
        flush(f);
    f->pending[f->count++] = (char)c;
    f->piece_len++;
    if (blank && !prev_blank)
        f->blank_start = f->count - 1;

    if (f->piece_len >= WIDTH && f->blank_start >= 0) {
        f->pending[f->blank_start] = '\n';
        flush(f);
        f->piece_len = 0;
    }
}

int main(void)
{
    struct folder f;
    int c;

    reset(&f);
    while ((c = getchar()) != EOF) {
        if (c == '\n') {
            flush(&f);
            putchar('\n');
            reset(&f);
        } else {
            feed(&f, c);
        }
    }
    if (f.count > 0) {
        flush(&f);
        putchar('\n');
    }
    return 0;
}
