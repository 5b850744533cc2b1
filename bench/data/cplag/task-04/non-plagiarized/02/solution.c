/* life.c -- torus-shaped Game of Life.
 *
 * Input file format:
 *   first line:  <height> <width>
 *   then <height> lines of '.' and '*'
 * Usage: life FILE GENERATIONS [PRINT_EVERY]
 */
#include <stdio.h>
#include <stdlib.h>

struct world {
    int h, w;
    unsigned char *cells;
    unsigned char *scratch;
};

static int idx(const struct world *wd, int r, int c)
{
    r = (r % wd->h + wd->h) % wd->h;
    c = (c % wd->w + wd->w) % wd->w;
    return r * wd->w + c;
}

static int world_init(struct world *wd, int h, int w)
{
    wd->h = h;
    wd->w = w;
    wd->cells = calloc((size_t)h * w, 1);
    wd->scratch = calloc((size_t)h * w, 1);
    return wd->cells != NULL && wd->scratch != NULL;
}

static void world_free(struct world *wd)
{
    free(wd->cells);
    free(wd->scratch);
}

static int world_load(struct world *wd, FILE *in)
{
    int h, w, r = 0, c = 0, ch;
    if (fscanf(in, "%d %d", &h, &w) != 2 || h <= 0 || w <= 0)
        return 0;
    if (!world_init(wd, h, w))
        return 0;
    while ((ch = fgetc(in)) != EOF && r < h) {
        if (ch == '\n') {
            if (c > 0) { r++; c = 0; }
            continue;
        }
        if (c < w)
            wd->cells[r * w + c] = (ch == '*');
        c++;
    }
    return 1;
}

static int live_around(const struct world *wd, int r, int c)
{
    int dr, dc, sum = 0;
    for (dr = -1; dr <= 1; dr++)
        for (dc = -1; dc <= 1; dc++)
            if (dr || dc)
                sum += wd->cells[idx(wd, r + dr, c + dc)];
    return sum;
}

static void world_tick(struct world *wd)
{
    int r, c, k;
    unsigned char *t;
    for (r = 0; r < wd->h; r++)
        for (c = 0; c < wd->w; c++) {
            k = live_around(wd, r, c);
            wd->scratch[r * wd->w + c] =
                (k == 3) || (k == 2 && wd->cells[r * wd->w + c]);
        }
    t = wd->cells;
    wd->cells = wd->scratch;
    wd->scratch = t;
}

static long world_population(const struct world *wd)
{
    long n = 0, i;
    for (i = 0; i < (long)wd->h * wd->w; i++)
        n += wd->cells[i];
    return n;
}

static void world_print(const struct world *wd, int gen)
{
    int r, c;
    printf("[gen %d, population %ld]\n", gen, world_population(wd));
    for (r = 0; r < wd->h; r++) {
        for (c = 0; c < wd->w; c++)
            putchar(wd->cells[r * wd->w + c] ? '*' : '.');
        putchar('\n');
    }
}

int main(int argc, char **argv)
{
    struct world wd;
    FILE *in;
    int gens, every = 1, g;

    if (argc < 3) {
        fprintf(stderr, "usage: %s FILE GENERATIONS [PRINT_EVERY]\n", argv[0]);
        return EXIT_FAILURE;
    }
    in = fopen(argv[1], "r");
    if (!in) { perror(argv[1]); return EXIT_FAILURE; }
    gens = atoi(argv[2]);
    if (argc > 3) every = atoi(argv[3]);
    if (every < 1) every = 1;

    if (!world_load(&wd, in)) {
        fprintf(stderr, "bad input file\n");
        fclose(in);
        return EXIT_FAILURE;
    }
    fclose(in);

    for (g = 0; g <= gens; g++) {
        if (g % every == 0 || g == gens)
            world_print(&wd, g);
        if (g < gens)
            world_tick(&wd);
    }
    world_free(&wd);
    return 0;
}
