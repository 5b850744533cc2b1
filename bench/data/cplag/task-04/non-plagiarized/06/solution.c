/*********************************************************
 *  CONWAY'S GAME OF LIFE
 *  Programming 1 - homework
 *
 *  The board is 20 rows x 40 columns. I made the array
 *  2 bigger in each direction so there is a border of
 *  cells that are always dead, that way I never go out
 *  of the array when I look at the neighbours.
 *
 *  The start is random. The program shows every
 *  generation like an animation in the terminal.
 *********************************************************/

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define HEIGHT 20
#define WIDTH 40

/* the world with the dead border around it */
int world[HEIGHT + 2][WIDTH + 2];
/* where we put the new generation */
int newworld[HEIGHT + 2][WIDTH + 2];

/* wait a bit so the user can see the animation */
void wait_a_bit()
{
    clock_t start = clock();
    while (clock() - start < CLOCKS_PER_SEC / 5)
    {
        /* do nothing */
    }
}

int main()
{
    int generations;
    int row, col;
    int neighbours;
    int alive;
    int g;

    /* ask the user how many generations */
    printf("How many generations do you want to see? ");
    scanf("%d", &generations);

    /* random numbers, different every time */
    srand(time(NULL));

    /* fill the inside of the world randomly, about 1 in 4 cells alive */
    for (row = 1; row <= HEIGHT; row++)
    {
        for (col = 1; col <= WIDTH; col++)
        {
            if (rand() % 4 == 0)
                world[row][col] = 1;
            else
                world[row][col] = 0;
        }
    }

    for (g = 0; g <= generations; g++)
    {
        /* clear the screen (works in most terminals) */
        printf("\033[2J\033[H");

        /* print the world and count the alive cells */
        alive = 0;
        for (row = 1; row <= HEIGHT; row++)
        {
            for (col = 1; col <= WIDTH; col++)
            {
                if (world[row][col] == 1)
                {
                    printf("#");
                    alive = alive + 1;
                }
                else
                {
                    printf(".");
                }
            }
            printf("\n");
        }
        printf("Generation number %d, alive cells = %d\n", g, alive);

        /* now calculate the next generation */
        for (row = 1; row <= HEIGHT; row++)
        {
            for (col = 1; col <= WIDTH; col++)
            {
                /* add up the 8 cells around this one */
                neighbours = world[row - 1][col - 1] + world[row - 1][col] + world[row - 1][col + 1]
                           + world[row][col - 1] + world[row][col + 1]
                           + world[row + 1][col - 1] + world[row + 1][col] + world[row + 1][col + 1];

                /* the rules of the game */
                if (world[row][col] == 1 && neighbours < 2)
                    newworld[row][col] = 0;      /* lonely */
                else if (world[row][col] == 1 && neighbours > 3)
                    newworld[row][col] = 0;      /* too crowded */
                else if (world[row][col] == 0 && neighbours == 3)
                    newworld[row][col] = 1;      /* new baby cell */
                else
                    newworld[row][col] = world[row][col];   /* stays the same */
            }
        }

        /* copy the new world into the old world */
        for (row = 1; row <= HEIGHT; row++)
            for (col = 1; col <= WIDTH; col++)
                world[row][col] = newworld[row][col];

        wait_a_bit();
    }

    return 0;
}
