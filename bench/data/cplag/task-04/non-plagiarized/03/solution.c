#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>

#define H 20
#define W 40

bool cells[H][W];

void show(void)
{
    int count = 0;
    for (int y = 0; y < H; y++) {
        for (int x = 0; x < W; x++) {
            putchar(cells[y][x] ? '*' : '.');
            count += cells[y][x];
        }
        putchar('\n');
    }
    printf("%d cells alive\n", count);
}

void randomize(unsigned seed, int percent)
{
    srand(seed);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            cells[y][x] = (rand() % 100) < percent;
}

void put(int y, int x)
{
    if (y >= 0 && y < H && x >= 0 && x < W)
        cells[y][x] = true;
}

void add_shape(int which, int y, int x)
{
    if (which == 1) {          /* blinker */
        put(y, x); put(y, x + 1); put(y, x + 2);
    } else if (which == 2) {   /* glider */
        put(y, x + 1); put(y + 1, x + 2);
        put(y + 2, x); put(y + 2, x + 1); put(y + 2, x + 2);
    } else if (which == 3) {   /* block */
        put(y, x); put(y, x + 1); put(y + 1, x); put(y + 1, x + 1);
    }
}

void tick(void)
{
    static bool nxt[H][W];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int n = 0;
            for (int yy = y - 1; yy <= y + 1; yy++)
                for (int xx = x - 1; xx <= x + 1; xx++)
                    if ((yy != y || xx != x) && yy >= 0 && yy < H && xx >= 0 && xx < W)
                        n += cells[yy][xx];
            nxt[y][x] = cells[y][x] ? (n == 2 || n == 3) : (n == 3);
        }
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            cells[y][x] = nxt[y][x];
}

int main(void)
{
    int choice;
    for (;;) {
        printf("\n1) random soup  2) add shape  3) step  4) show  5) clear  0) quit\n> ");
        if (scanf("%d", &choice) != 1)
            break;
        if (choice == 0)
            break;
        if (choice == 1) {
            unsigned seed; int pct;
            printf("seed and percent alive: ");
            if (scanf("%u %d", &seed, &pct) == 2)
                randomize(seed, pct);
        } else if (choice == 2) {
            int s, y, x;
            printf("shape (1 blinker, 2 glider, 3 block), row, col: ");
            if (scanf("%d %d %d", &s, &y, &x) == 3)
                add_shape(s, y, x);
        } else if (choice == 3) {
            int n;
            printf("how many generations? ");
            if (scanf("%d", &n) == 1) {
                for (int i = 0; i < n; i++)
                    tick();
                show();
            }
        } else if (choice == 4) {
            show();
        } else if (choice == 5) {
            for (int y = 0; y < H; y++)
                for (int x = 0; x < W; x++)
                    cells[y][x] = false;
        } else {
            printf("unknown option\n");
        }
    }
    printf("bye\n");
    return 0;
}
