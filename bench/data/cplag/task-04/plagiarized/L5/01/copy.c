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
  if (!inFile)
    return 1;
  /* optional generation count */
  if (argc > 2)
    maxGen = (int)strtol(argv[2], NULL, 10);

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
  if (argc <= 1)
    return stdin;
  FILE *inFile = fopen(argv[1], "r");
  if (!inFile)
    fprintf(stdout, "Cannot open file %s\n", argv[1]);
  return inFile;
}

/* print gen 0 then advance; printEvery = 0 only shows the final board */
void runSimulation(Board b, int maxGen, int printEvery)
{
  int current = 0;
  showBoard(b, current);
  while (current < maxGen)
  {
    current += 1;
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
  int row = 0;
  while (row < HEIGHT)
  {
    int *cell = b[row];
    for (int col = 0; col < WIDTH; col += 1)
    {
      alive += *(cell + col) ? 1 : 0;
      putchar(*(cell + col) ? LIVE_CHAR : DEAD_CHAR);
    }
    putchar('\n');
    row += 1;
  }
  printf("Live cells: %d\n\n", alive);
}

/* one generation: build newBoard then copy into b */
void nextGeneration(Board b)
{
  static Board newBoard;
  int modified = 0;

  for (int row = 0; row < HEIGHT; row += 1)
  {
    for (int col = 0; col < WIDTH; col += 1)
    {
      int neighbours = neighbourCount(b, row, col);
      if (b[row][col] == 1)
        newBoard[row][col] = (neighbours == 2 || neighbours == 3) ? 1 : 0;  // survive
      else
        newBoard[row][col] = (neighbours == 3) ? 1 : 0;  // birth
    }
  }
  memcpy(b, newBoard, sizeof(Board));
}

/* how many of the 8 surrounding cells are alive */
int neighbourCount(Board b, int y, int x)
{
  int total = 0;
  int dy = -1;
  while (dy <= 1)
  {
    for (int dx = -1; dx <= 1; dx += 1)
    {
      if (!(dy || dx))
        continue;   // skip the cell itself
      int ny = y + dy;
      int nx = x + dx;
      // off the edge = dead (negative wraps to a huge unsigned)
      if ((unsigned)ny < HEIGHT && (unsigned)nx < WIDTH)
        total += b[ny][nx];
    }
    dy += 1;
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
  while (rowIdx < HEIGHT && fgets(buffer, sizeof(buffer), inFile))
  {
    for (char *p = buffer; *p != '\0' && p - buffer < WIDTH; p++)
    {
      switch (*p)
      {
      case '#':
      case '*':
        b[rowIdx][p - buffer] = 1;
        break;
      }
    }
    rowIdx = rowIdx + 1;
  }
  return rowIdx;
}

/* kill all the cells */
void resetBoard(Board b)
{
  memset(b, 0, sizeof(Board));
}
