/*
 * Conway's Game of Life
 * The start pattern comes from a text file, or from standard input
 * when no file name is passed. Usage:
 *     ./life [file] [number of generations]
 */
#include <string.h>
#include <stdio.h>
#include <stdlib.h>

enum { HEIGHT = 20, WIDTH = 40 };
#define BUF_LEN 100

const char LIVE_CHAR = '#';
const char DEAD_CHAR = '.';

typedef int Board[HEIGHT][WIDTH];

/* prototypes */
FILE *openInput(int argc, char *argv[]);
void runSimulation(Board b, int maxGen, int printEvery);
void showBoard(Board b, int genNum);
void nextGeneration(Board b);
int neighbourCount(Board b, int y, int x);
int readBoard(Board b, FILE *inFile);
void resetBoard(Board b);

int main(int argc, char *argv[])
{
  const int DEFAULT_GENS = 10;
  Board board;
  int maxGen = DEFAULT_GENS;

  FILE *inFile = openInput(argc, argv);
  if (inFile == NULL)
    return 1;
  /* optional generation count */
  if (argc > 2)
    maxGen = atoi(argv[2]);

  int rowsLoaded = readBoard(board, inFile);
  if (inFile != stdin)
    fclose(inFile);
  printf("Read %d rows\n", rowsLoaded);

  runSimulation(board, maxGen, 1);
  return 0;
}

/* the input file is optional, stdin otherwise */
FILE *openInput(int argc, char *argv[])
{
  if (argc > 1)
  {
    FILE *inFile = fopen(argv[1], "r");
    if (inFile == NULL)
      printf("Cannot open file %s\n", argv[1]);
    return inFile;
  }
  return stdin;
}

/* print gen 0 then advance; printEvery = 0 only shows the final board */
void runSimulation(Board b, int maxGen, int printEvery)
{
  showBoard(b, 0);
  for (int current = 1; current <= maxGen; current++)
  {
    nextGeneration(b);
    if (printEvery || current == maxGen)
      showBoard(b, current);
  }
}

/* draw the board and count the population at the same time */
void showBoard(Board b, int genNum)
{
  int alive = 0;
  printf("Generation %d:\n", genNum);
  for (int row = 0; row < HEIGHT; row++)
  {
    for (int col = 0; col < WIDTH; col++)
    {
      if (b[row][col])
      {
        printf("%c", LIVE_CHAR);
        alive++;
      }
      else
        printf("%c", DEAD_CHAR);
    }
    printf("\n");
  }
  printf("Live cells: %d\n\n", alive);
}

/* one generation: build newBoard then copy into b */
void nextGeneration(Board b)
{
  static Board newBoard;
  int modified = 0;

  for (int row = 0; row < HEIGHT; row++)
  {
    for (int col = 0; col < WIDTH; col++)
    {
      int neighbours = neighbourCount(b, row, col);
      if (b[row][col] == 1)
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
  memcpy(b, newBoard, sizeof(Board));
}

/* how many of the 8 surrounding cells are alive */
int neighbourCount(Board b, int y, int x)
{
  int total = 0;
  for (int dy = -1; dy <= 1; dy++)
  {
    for (int dx = -1; dx <= 1; dx++)
    {
      if (dy == 0 && dx == 0)
        continue;   // skip the cell itself
      int ny = y + dy;
      int nx = x + dx;
      // off the edge = dead
      if (ny >= 0 && ny < HEIGHT && nx >= 0 && nx < WIDTH)
        total += b[ny][nx];
    }
  }
  return total;
}

/*
 * Load the starting pattern. Every text line is one row.
 * '#' and '*' are alive, any other char is dead.
 * Returns how many rows were read.
 */
int readBoard(Board b, FILE *inFile)
{
  char buffer[BUF_LEN];
  int rowIdx = 0;

  resetBoard(b);
  while (rowIdx < HEIGHT && fgets(buffer, sizeof(buffer), inFile) != NULL)
  {
    int length = strlen(buffer);
    for (int colIdx = 0; colIdx < length && colIdx < WIDTH; colIdx++)
    {
      if (buffer[colIdx] == '#' || buffer[colIdx] == '*')
        b[rowIdx][colIdx] = 1;
    }
    rowIdx++;
  }
  return rowIdx;
}

/* kill all the cells */
void resetBoard(Board b)
{
  for (int row = 0; row < HEIGHT; row++)
    for (int col = 0; col < WIDTH; col++)
      b[row][col] = 0;
}
