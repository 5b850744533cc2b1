#include <stdio.h>

/* game of life with a glider, the edges wrap around */

int main()
{
    char board[20][40];
    char temp[20][40];
    int r, c, i, j, gen, n, alive, rr, cc;

    for (r = 0; r < 20; r++)
        for (c = 0; c < 40; c++)
            board[r][c] = '.';

    /* glider in the top left */
    board[0][1] = '#';
    board[1][2] = '#';
    board[2][0] = '#';
    board[2][1] = '#';
    board[2][2] = '#';

    for (gen = 0; gen < 30; gen++) {
        for (r = 0; r < 20; r++) {
            for (c = 0; c < 40; c++) {
                n = 0;
                for (i = -1; i <= 1; i++) {
                    for (j = -1; j <= 1; j++) {
                        if (i == 0 && j == 0)
                            continue;
                        rr = (r + i + 20) % 20;
                        cc = (c + j + 40) % 40;
                        if (board[rr][cc] == '#')
                            n++;
                    }
                }
                if (board[r][c] == '#' && (n == 2 || n == 3))
                    temp[r][c] = '#';
                else if (board[r][c] == '.' && n == 3)
                    temp[r][c] = '#';
                else
                    temp[r][c] = '.';
            }
        }
        for (r = 0; r < 20; r++)
            for (c = 0; c < 40; c++)
                board[r][c] = temp[r][c];
    }

    alive = 0;
    printf("after 30 generations:\n");
    for (r = 0; r < 20; r++) {
        for (c = 0; c < 40; c++) {
            printf("%c", board[r][c]);
            if (board[r][c] == '#')
                alive++;
        }
        printf("\n");
    }
    printf("alive = %d\n", alive);
    return 0;
}
