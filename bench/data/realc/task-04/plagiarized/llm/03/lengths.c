/*
 * lengths: histogram of word lengths.
 *
 * Words are runs of characters between blanks, tabs and newlines. The
 * program keeps one counter per length, then draws the counts twice:
 * as horizontal bars and as vertical columns with the lengths underneath.
 */
#include <stdio.h>
#include <stdlib.h>

#define LONGEST_WORD 100

typedef struct {
    int *bins;     /* bins[k] = number of words of length k + 1 */
    int width;     /* number of bins in use */
    int tallest;   /* largest bin */
} Histogram;

static Histogram *histogram_new(void)
{
    Histogram *h = malloc(sizeof *h);

    if (h == NULL)
        return NULL;
    h->bins = calloc(LONGEST_WORD, sizeof *h->bins);
    if (h->bins == NULL) {
        free(h);
        return NULL;
    }
    h->width = 0;
    h->tallest = 0;
    return h;
}

static void histogram_free(Histogram *h)
{
    free(h->bins);
    free(h);
}

static void histogram_add(Histogram *h, int word_length)
{
    int k = word_length - 1;

    if (k < 0 || k >= LONGEST_WORD)
        return;
    h->bins[k] += 1;
    if (h->bins[k] > h->tallest)
        h->tallest = h->bins[k];
    if (k + 1 > h->width)
        h->width = k + 1;
}

static void draw_bar(int n)
{
    if (n == 0)
        return;
    putchar('#');
    draw_bar(n - 1);
}

static void histogram_draw(const Histogram *h)
{
    int k, level;

    puts("Horizontal Histogram\n--------------------");
    for (k = 0; k < h->width; k++) {
        printf("%3d: \t", k + 1);
        draw_bar(h->bins[k]);
        putchar('\n');
    }
    putchar('\n');

    puts("Vertical Histogram\n------------------");
    level = h->tallest;
    while (level > 0) {
        for (k = 0; k < h->width; k++)
            fputs(h->bins[k] < level ? "   " : "## ", stdout);
        putchar('\n');
        level--;
    }
    for (k = 0; k < h->width; k++)
        printf("%2d ", k + 1);
    putchar('\n');
}

int main(void)
{
    Histogram *h = histogram_new();
    int run = 0;
    int c;

    if (h == NULL) {
        fprintf(stderr, "out of memory\n");
        return EXIT_FAILURE;
    }
    while ((c = getchar()) != EOF) {
        switch (c) {
        case ' ':
        case '\t':
        case '\n':
            histogram_add(h, run);
            run = 0;
            break;
        default:
            run++;
        }
    }
    histogram_add(h, run);

    putchar('\n');
    histogram_draw(h);
    histogram_free(h);
    return EXIT_SUCCESS;
}
