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
void nextGeneration(Board src, Board dst);
int neighbourCount(Board b, int y, int x);
int readBoard(Board b, FILE *inFile);

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
  printf("Loaded %d row(s) of pattern\n", rowsLoaded);

  runSimulation(board, maxGen, 1);
  return 0;
}

/* the input file is optional, stdin otherwise */
FILE *openInput(int argc, char *argv[])
{
  if (argc > 1)
  {
    FILE *inFile = fopen(argv[1], "r");
    if (inFile)
      return inFile;
    fprintf(stdout, "Cannot open file %s\n", argv[1]);
    return NULL;
  }
  return stdin;
}

/* print gen 0 then advance; two boards are swapped instead of copied */
void runSimulation(Board b, int maxGen, int printEvery)
{
  static Board spare;
  int (*now)[WIDTH] = b;
  int (*later)[WIDTH] = spare;
  int current = 0;

  showBoard(now, current);
  while (1)
  {
    if (current >= maxGen)
      break;
    current += 1;
    nextGeneration(now, later);
    int (*tmp)[WIDTH] = now;
    now = later;
    later = tmp;
    if (!printEvery && current != maxGen)
      continue;
    showBoard(now, current);
  }
}

/* draw the board and count the population at the same time */
void showBoard(Board b, int genNum)
{
  int alive = 0;
  printf("--- generation %d ---\n", genNum);
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
  printf("alive: %d\n\n", alive);
}

/* one generation: src is read, dst is written */
void nextGeneration(Board src, Board dst)
{
  for (int row = 0; row < HEIGHT; row += 1)
  {
    for (int col = 0; col < WIDTH; col += 1)
    {
      int neighbours = neighbourCount(src, row, col);
      /* born with 3, stays with 2 or 3 */
      dst[row][col] = neighbours == 3 || (src[row][col] && neighbours == 2);
    }
  }
}

/* sum the 3x3 block (clipped at the edges) and take the cell itself away */
int neighbourCount(Board b, int y, int x)
{
  int top = y > 0 ? y - 1 : 0;
  int bottom = y < HEIGHT - 1 ? y + 1 : HEIGHT - 1;
  int left = x > 0 ? x - 1 : 0;
  int right = x < WIDTH - 1 ? x + 1 : WIDTH - 1;
  int total = 0;

  for (int ny = top; ny <= bottom; ny += 1)
    for (int nx = left; nx <= right; nx += 1)
      total += b[ny][nx];
  return total - b[y][x];
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

  memset(b, 0, sizeof(Board));
  while (1)
  {
    if (rowIdx == HEIGHT || !fgets(buffer, sizeof(buffer), inFile))
      break;
    for (char *p = buffer; *p != '\0' && p - buffer < WIDTH; p++)
    {
      if (*p != '#' && *p != '*')
        continue;
      b[rowIdx][p - buffer] = 1;
    }
    rowIdx = rowIdx + 1;
  }
  return rowIdx;
}
