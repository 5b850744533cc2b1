/*
 * Bit-parallel Game of Life on a 20x40 board (cells beyond the edge are dead).
 * Each row is a uint64_t, bit c = column c. Neighbour counts are computed for
 * a whole row at once with a small bit-sliced adder, so no per-cell loop is
 * needed in the update.
 *
 *   ./life GENERATIONS < pattern.txt     ('#' or '*' = alive)
 */
#include <errno.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum { NROWS = 20, NCOLS = 40 };
static const uint64_t ROW_MASK = (UINT64_C(1) << NCOLS) - 1;

/* add one bit-plane x into the 3-bit counter (s2 s1 s0), saturating at 7 */
static void add_plane(uint64_t x, uint64_t *s0, uint64_t *s1, uint64_t *s2)
{
    uint64_t c0 = *s0 & x;
    *s0 ^= x;
    uint64_t c1 = *s1 & c0;
    *s1 ^= c0;
    *s2 |= c1;
}

static void advance(uint64_t g[NROWS])
{
    uint64_t out[NROWS];
    for (int r = 0; r < NROWS; r++) {
        uint64_t up = r > 0 ? g[r - 1] : 0;
        uint64_t dn = r < NROWS - 1 ? g[r + 1] : 0;
        uint64_t me = g[r];
        uint64_t planes[8] = {
            up << 1, up, up >> 1, me << 1, me >> 1, dn << 1, dn, dn >> 1
        };
        uint64_t s0 = 0, s1 = 0, s2 = 0;
        for (int k = 0; k < 8; k++)
            add_plane(planes[k] & ROW_MASK, &s0, &s1, &s2);
        /* count==3 -> 011, count==2 -> 010; s2 set means 4 or more */
        uint64_t two_or_three = s1 & ~s2;
        out[r] = two_or_three & (s0 | me) & ROW_MASK;
    }
    for (int r = 0; r < NROWS; r++)
        g[r] = out[r];
}

static int popcount64(uint64_t v)
{
    int n = 0;
    while (v) {
        v &= v - 1;
        n++;
    }
    return n;
}

static int population(const uint64_t g[NROWS])
{
    int total = 0;
    for (int r = 0; r < NROWS; r++)
        total += popcount64(g[r]);
    return total;
}

static void render(const uint64_t g[NROWS])
{
    char line[NCOLS + 2];
    for (int r = 0; r < NROWS; r++) {
        for (int c = 0; c < NCOLS; c++)
            line[c] = (g[r] >> c & 1) ? '#' : '.';
        line[NCOLS] = '\n';
        line[NCOLS + 1] = '\0';
        fputs(line, stdout);
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s GENERATIONS < pattern\n", argv[0]);
        return 2;
    }
    char *end;
    errno = 0;
    long gens = strtol(argv[1], &end, 10);
    if (errno || *end != '\0' || gens < 0) {
        fprintf(stderr, "invalid generation count '%s'\n", argv[1]);
        return 2;
    }

    uint64_t g[NROWS] = {0};
    int r = 0, c = 0, ch;
    while (r < NROWS && (ch = getchar()) != EOF) {
        if (ch == '\n') { r++; c = 0; continue; }
        if (c < NCOLS && (ch == '#' || ch == '*'))
            g[r] |= UINT64_C(1) << c;
        c++;
    }

    printf("gen %4d  pop %4d\n", 0, population(g));
    for (long i = 1; i <= gens; i++) {
        advance(g);
        printf("gen %4ld  pop %4d\n", i, population(g));
    }
    render(g);
    return 0;
}
