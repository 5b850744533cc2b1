// Game of Life using a list of live cells.
// stdin: first line = number of generations, then the picture ('*' alive).
// Only the live cells are stored; every generation each live cell adds 1
// to the counter of its 8 neighbours, then the new list is built from the counters.
#include <stdio.h>
#include <string.h>

#define ROWS 20
#define COLS 40
#define MAXLIVE (ROWS * COLS)

typedef struct {
    short r, c;
} Cell;

Cell live[MAXLIVE];
int nlive = 0;

unsigned char neigh[ROWS][COLS];
unsigned char present[ROWS][COLS];

void read_input(int *gens)
{
    char buf[256];
    int row = 0;

    *gens = 0;
    if (fgets(buf, sizeof buf, stdin))
        sscanf(buf, "%d", gens);
    while (row < ROWS && fgets(buf, sizeof buf, stdin)) {
        for (int col = 0; buf[col] && buf[col] != '\n' && col < COLS; col++)
            if (buf[col] == '*' || buf[col] == '#') {
                live[nlive].r = row;
                live[nlive].c = col;
                nlive++;
            }
        row++;
    }
}

void generation(void)
{
    memset(neigh, 0, sizeof neigh);
    memset(present, 0, sizeof present);

    for (int i = 0; i < nlive; i++) {
        int r = live[i].r, c = live[i].c;
        present[r][c] = 1;
        for (int dr = -1; dr <= 1; dr++)
            for (int dc = -1; dc <= 1; dc++) {
                int rr = r + dr, cc = c + dc;
                if ((dr || dc) && rr >= 0 && rr < ROWS && cc >= 0 && cc < COLS)
                    neigh[rr][cc]++;
            }
    }

    nlive = 0;
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++) {
            int n = neigh[r][c];
            if (n == 3 || (n == 2 && present[r][c])) {
                live[nlive].r = r;
                live[nlive].c = c;
                nlive++;
            }
        }
}

void draw(int gen)
{
    static char pic[ROWS][COLS + 1];
    for (int r = 0; r < ROWS; r++) {
        memset(pic[r], '.', COLS);
        pic[r][COLS] = '\0';
    }
    for (int i = 0; i < nlive; i++)
        pic[live[i].r][live[i].c] = '*';

    printf("generation %d: %d live\n", gen, nlive);
    for (int r = 0; r < ROWS; r++)
        puts(pic[r]);
    puts("");
}

int main(void)
{
    int gens;
    read_input(&gens);
    draw(0);
    for (int g = 1; g <= gens; g++) {
        generation();
        draw(g);
        if (nlive == 0) {
            printf("everything died at generation %d\n", g);
            break;
        }
    }
    return 0;
}
