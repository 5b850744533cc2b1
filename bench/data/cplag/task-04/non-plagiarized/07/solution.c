/* Game of Life with options and early stop.
 *
 *   life [-f FILE] [-n GENS] [-w] [-q]
 *      -f   pattern file (default: stdin), '#'/'*' alive
 *      -n   maximum number of generations (default 50)
 *      -w   wrap around the edges (default: edges are dead)
 *      -q   quiet: only print the last board
 *
 * The simulation stops early when the board becomes stable or starts
 * blinking with period 2 (compares with the last two generations).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define R 20
#define C 40

typedef unsigned char grid_t[R][C];

static grid_t hist[3];          /* rotating: current, previous, one before */
static int wrap = 0;

static int cell(const grid_t g, int r, int c)
{
    if (wrap) {
        r = (r + R) % R;
        c = (c + C) % C;
    } else if (r < 0 || r >= R || c < 0 || c >= C) {
        return 0;
    }
    return g[r][c];
}

static void compute(const grid_t from, grid_t to)
{
    for (int r = 0; r < R; ++r)
        for (int c = 0; c < C; ++c) {
            int n = cell(from, r-1, c-1) + cell(from, r-1, c) + cell(from, r-1, c+1)
                  + cell(from, r, c-1)                        + cell(from, r, c+1)
                  + cell(from, r+1, c-1) + cell(from, r+1, c) + cell(from, r+1, c+1);
            to[r][c] = (n == 3) || (n == 2 && from[r][c]);
        }
}

static void dump(const grid_t g, int gen)
{
    int pop = 0;
    printf("=== %d ===\n", gen);
    for (int r = 0; r < R; ++r) {
        for (int c = 0; c < C; ++c) {
            putchar(g[r][c] ? '#' : '.');
            pop += g[r][c];
        }
        putchar('\n');
    }
    printf("population: %d\n", pop);
}

static void load(FILE *fp, grid_t g)
{
    char line[128];
    memset(g, 0, sizeof(grid_t));
    for (int r = 0; r < R && fgets(line, sizeof line, fp); ++r)
        for (int c = 0; c < C && line[c] && line[c] != '\n'; ++c)
            g[r][c] = (line[c] == '#' || line[c] == '*');
}

int main(int argc, char *argv[])
{
    const char *file = NULL;
    int maxgen = 50, quiet = 0;

    for (int i = 1; i < argc; ++i) {
        if (!strcmp(argv[i], "-f") && i + 1 < argc)      file = argv[++i];
        else if (!strcmp(argv[i], "-n") && i + 1 < argc) maxgen = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-w"))                 wrap = 1;
        else if (!strcmp(argv[i], "-q"))                 quiet = 1;
        else {
            fprintf(stderr, "unknown argument: %s\n", argv[i]);
            return 1;
        }
    }

    FILE *fp = file ? fopen(file, "r") : stdin;
    if (!fp) { perror(file); return 1; }
    load(fp, hist[0]);
    if (fp != stdin) fclose(fp);

    int cur = 0, gen = 0;
    const char *why = "reached generation limit";
    if (!quiet) dump(hist[cur], gen);
    while (gen < maxgen) {
        int nxt = (cur + 1) % 3;
        compute(hist[cur], hist[nxt]);
        gen++;
        if (!quiet) dump(hist[nxt], gen);
        if (!memcmp(hist[nxt], hist[cur], sizeof(grid_t))) { why = "still life"; cur = nxt; break; }
        if (gen >= 2 && !memcmp(hist[nxt], hist[(cur + 2) % 3], sizeof(grid_t))) { why = "period 2 oscillator"; cur = nxt; break; }
        cur = nxt;
    }
    if (quiet) dump(hist[cur], gen);
    printf("stopped after %d generations: %s\n", gen, why);
    return 0;
}
