/*
 * Conway's Game of Life
 * The start pattern comes from a text file, or from standard input
 * when no file name is passed. Usage:
 *     ./life [file] [number of generations]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HEIGHT 20
#define WIDTH 40
#define LIVE_CHAR '#'
#define DEAD_CHAR '.'

int board[HEIGHT][WIDTH];
int newBoard[HEIGHT][WIDTH];

/* kill all the cells */
void resetBoard(int b[HEIGHT][WIDTH])
{
  int row, col;
  for (row = 0; row < HEIGHT; row++)
    for (col = 0; col < WIDTH; col++)
      b[row][col] = 0;
}

/*
 * Load the starting pattern. Every text line is one row.
 * '#' and '*' are alive, any other char is dead.
 * Returns how many rows were read.
 */
int readBoard(FILE *inFile)
{
  char buffer[100];
  int rowIdx = 0;
  int colIdx, length;

  resetBoard(board);
  while (rowIdx < HEIGHT && fgets(buffer, sizeof(buffer), inFile) != NULL)
  {
    length = strlen(buffer);
    for (colIdx = 0; colIdx < length && colIdx < WIDTH; colIdx++)
    {
      if (buffer[colIdx] == '#' || buffer[colIdx] == '*')
        board[rowIdx][colIdx] = 1;
    }
    rowIdx++;
  }
  return rowIdx;
}

/* how many of the 8 surrounding cells are alive */
int neighbourCount(int y, int x)
{
  int total = 0;
  int dy, dx;
  for (dy = -1; dy <= 1; dy++)
  {
    for (dx = -1; dx <= 1; dx++)
    {
      if (dy == 0 && dx == 0)
        continue;   // skip the cell itself
      int ny = y + dy;
      int nx = x + dx;
      // off the edge = dead
      if (ny >= 0 && ny < HEIGHT && nx >= 0 && nx < WIDTH)
        total += board[ny][nx];
    }
  }
  return total;
}

/* one generation: build newBoard then copy into board */
void nextGeneration(void)
{
  int row, col, neighbours;
  int modified = 0;

  for (row = 0; row < HEIGHT; row++)
  {
    for (col = 0; col < WIDTH; col++)
    {
      neighbours = neighbourCount(row, col);
      if (board[row][col] == 1)
      {
        // under/over population
        if (neighbours < 2 || neighbours > 3)
          newBoard[row][col] = 0;
        else
          newBoard[row][col] = 1;
      }
      else
      {
        // reproduction
        if (neighbours == 3)
          newBoard[row][col] = 1;
        else
          newBoard[row][col] = 0;
      }
    }
  }
  memcpy(board, newBoard, sizeof(board));
}

/* number of live cells on the board */
int liveCount(void)
{
  int row, col, alive = 0;
  for (row = 0; row < HEIGHT; row++)
    for (col = 0; col < WIDTH; col++)
      if (board[row][col])
        alive++;
  return alive;
}

/* draw the board plus the population */
void showBoard(int genNum)
{
  int row, col;
  printf("Generation %d:\n", genNum);
  for (row = 0; row < HEIGHT; row++)
  {
    for (col = 0; col < WIDTH; col++)
    {
      if (board[row][col])
        printf("%c", LIVE_CHAR);
      else
        printf("%c", DEAD_CHAR);
    }
    printf("\n");
  }
  printf("Live cells: %d\n\n", liveCount());
}

int main(int argc, char *argv[])
{
  FILE *inFile = stdin;
  int maxGen = 10;
  int current, rowsLoaded;
  int printEvery = 1; /* set to 0 to only see the final board */

  /* optional input file */
  if (argc > 1)
  {
    inFile = fopen(argv[1], "r");
    if (inFile == NULL)
    {
      printf("Cannot open file %s\n", argv[1]);
      return 1;
    }
  }
  /* optional generation count */
  if (argc > 2)
    maxGen = atoi(argv[2]);

  rowsLoaded = readBoard(inFile);
  if (inFile != stdin)
    fclose(inFile);
  printf("Read %d rows\n", rowsLoaded);

  showBoard(0);
  for (current = 1; current <= maxGen; current++)
  {
    nextGeneration();
    if (printEvery || current == maxGen)
      showBoard(current);
  }
  return 0;
}
