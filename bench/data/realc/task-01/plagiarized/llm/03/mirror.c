/*
 * mirror: print every line of the input backwards.
 *
 * Lines are read with fgets into a fixed buffer; a line longer than the
 * buffer is cut and the rest of it is skipped. The reversal is done
 * recursively on the range of visible characters.
 */
#include <stdio.h>
#include <string.h>

enum { CAPACITY = 1000 };

struct line {
    char text[CAPACITY];
    size_t used;
    int has_newline;
};

static void skip_rest_of_line(void)
{
    int ch;

    while ((ch = getchar()) != '\n' && ch != EOF) {
        /* nothing */
    }
}

static int load_line(struct line *ln)
{
    if (fgets(ln->text, sizeof ln->text, stdin) == NULL) {
        return 0;
    }
    ln->used = strlen(ln->text);
    ln->has_newline = ln->used > 0 && ln->text[ln->used - 1] == '\n';
    if (!ln->has_newline && ln->used == sizeof ln->text - 1) {
        skip_rest_of_line();
        ln->text[ln->used - 1] = '\n';
        ln->has_newline = 1;
    }
    return 1;
}

static void reverse_range(char *text, long lo, long hi)
{
    char held;

    if (lo >= hi) {
        return;
    }
    held = text[lo];
    text[lo] = text[hi];
    text[hi] = held;
    reverse_range(text, lo + 1, hi - 1);
}

static void mirror_line(struct line *ln)
{
    long visible = (long)ln->used - (ln->has_newline ? 1 : 0);

    reverse_range(ln->text, 0, visible - 1);
}

int main(void)
{
    struct line current;

    while (load_line(&current)) {
        mirror_line(&current);
        printf("%s", current.text);
    }
    return 0;
}
