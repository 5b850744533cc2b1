// Life-like cellular automaton, default rule B3/S23 (Conway).
// Input on stdin: coordinates of the live cells, one "row col" pair per line.
// Arguments: generations [rule]   e.g.  ./a.out 25 B36/S23
// Board is 20x40 stored as one flat array, edges wrap.
#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>

#define NR 20
#define NC 40
#define N (NR*NC)

static unsigned birth_mask, survive_mask;

static int parse_rule(const char *s)
{
    unsigned *target = NULL;
    birth_mask = survive_mask = 0;
    for (; *s; s++) {
        char ch = (char)toupper((unsigned char)*s);
        if (ch == 'B') target = &birth_mask;
        else if (ch == 'S') target = &survive_mask;
        else if (ch >= '0' && ch <= '8' && target) *target |= 1u << (ch - '0');
        else if (ch != '/') return 0;
    }
    return 1;
}

static int wrapped(int r, int c)
{
    r = (r + NR) % NR;
    c = (c + NC) % NC;
    return r * NC + c;
}

static void update(const char *src, char *dst)
{
    static const int off[8][2] = {{-1,-1},{-1,0},{-1,1},{0,-1},{0,1},{1,-1},{1,0},{1,1}};
    for (int i = 0; i < N; i++) {
        int r = i / NC, c = i % NC, k = 0;
        for (int d = 0; d < 8; d++)
            k += src[wrapped(r + off[d][0], c + off[d][1])];
        unsigned mask = src[i] ? survive_mask : birth_mask;
        dst[i] = (mask >> k) & 1u;
    }
}

static void print_board(const char *b, int gen)
{
    int pop = 0;
    for (int i = 0; i < N; i++) {
        pop += b[i];
        putchar(b[i] ? '*' : '.');
        if (i % NC == NC - 1) putchar('\n');
    }
    printf("(generation %d, %d alive)\n\n", gen, pop);
}

int main(int argc, char **argv)
{
    static char a[N], b[N];
    char *cur = a, *next = b, *tmp;
    int gens = argc > 1 ? atoi(argv[1]) : 20;
    int r, c, bad = 0;

    if (!parse_rule(argc > 2 ? argv[2] : "B3/S23")) {
        fprintf(stderr, "cannot understand rule\n");
        return 1;
    }
    while (scanf("%d %d", &r, &c) == 2) {
        if (r < 0 || r >= NR || c < 0 || c >= NC) { bad++; continue; }
        cur[r * NC + c] = 1;
    }
    if (bad) fprintf(stderr, "%d coordinates outside the board ignored\n", bad);

    print_board(cur, 0);
    for (int g = 1; g <= gens; g++) {
        update(cur, next);
        tmp = cur; cur = next; next = tmp;
        if (g == gens || g % 5 == 0)
            print_board(cur, g);
    }
    return 0;
}
