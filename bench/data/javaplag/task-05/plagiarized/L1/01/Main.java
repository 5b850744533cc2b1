import java.util.Scanner;

// Connect 4 game for two players on one keyboard.
// The board is 6 rows by 7 columns, get 4 in a line to win.
public class Main
{
  public static void main(String[] args)
  {
    Scanner in = new Scanner(System.in);
    Board board = new Board();
    char player = 'X';
    boolean gameOver = false;
    int turns = 0;

    System.out.println("Welcome to Connect Four!");
    System.out.println("Player 1 is X, Player 2 is O");
    board.print();

    while (!gameOver)
    {
      System.out.print("Player " + player + ", choose a column (1-7): ");
      int col = in.nextInt() - 1;   // user types 1..7, we use 0..6

      if (col < 0 || col >= Board.COLS)
      {
        System.out.println("That column does not exist, try again.");
        continue;
      }
      if (board.isColumnFull(col))
      {
        System.out.println("Column " + (col + 1) + " is full, pick another one.");
        continue;
      }
      int row = board.dropDisc(col, player);
      turns++;
      board.print();

      if (board.hasWon(player))
      {
        System.out.println("Player " + player + " wins!");
        gameOver = true;
      }
      else if (board.isFull())
      {
        System.out.println("The board is full. It's a draw!");
        gameOver = true;
      }
      else
      {
        // next player's turn
        if (player == 'X')
        {
          player = 'O';
        }
        else
        {
          player = 'X';
        }
      }
    }
    System.out.println("Game over after " + turns + " moves.");
    in.close();
  }
}

// the game board
class Board
{
  public static final int ROWS = 6;
  public static final int COLS = 7;
  private static final char EMPTY = '.';

  private char[][] grid;
  private int discCount;

  public Board()
  {
    grid = new char[ROWS][COLS];
    for (int r = 0; r < ROWS; r++)
    {
      for (int c = 0; c < COLS; c++)
      {
        grid[r][c] = EMPTY;
      }
    }
    discCount = 0;
  }

  // top row is index 0 - if it is used the column is full
  public boolean isColumnFull(int col)
  {
    return grid[0][col] != EMPTY;
  }

  // disc falls down to the first free spot from the bottom
  public int dropDisc(int col, char piece)
  {
    for (int r = ROWS - 1; r >= 0; r--)
    {
      if (grid[r][col] == EMPTY)
      {
        grid[r][col] = piece;
        discCount++;
        return r;
      }
    }
    return -1;
  }

  public boolean isFull()
  {
    return discCount == ROWS * COLS;
  }

  // checks all four directions for 4 of the same piece
  public boolean hasWon(char piece)
  {
    // rows
    for (int r = 0; r < ROWS; r++)
    {
      for (int c = 0; c < COLS - 3; c++)
      {
        if (grid[r][c] == piece && grid[r][c + 1] == piece
            && grid[r][c + 2] == piece && grid[r][c + 3] == piece)
        {
          return true;
        }
      }
    }
    // columns
    for (int r = 0; r < ROWS - 3; r++)
    {
      for (int c = 0; c < COLS; c++)
      {
        if (grid[r][c] == piece && grid[r + 1][c] == piece
            && grid[r + 2][c] == piece && grid[r + 3][c] == piece)
        {
          return true;
        }
      }
    }
    // diagonal \
    for (int r = 0; r < ROWS - 3; r++)
    {
      for (int c = 0; c < COLS - 3; c++)
      {
        if (grid[r][c] == piece && grid[r + 1][c + 1] == piece
            && grid[r + 2][c + 2] == piece && grid[r + 3][c + 3] == piece)
        {
          return true;
        }
      }
    }
    // diagonal /
    for (int r = 3; r < ROWS; r++)
    {
      for (int c = 0; c < COLS - 3; c++)
      {
        if (grid[r][c] == piece && grid[r - 1][c + 1] == piece
            && grid[r - 2][c + 2] == piece && grid[r - 3][c + 3] == piece)
        {
          return true;
        }
      }
    }
    return false;
  }

  public void print()
  {
    System.out.println();
    for (int r = 0; r < ROWS; r++)
    {
      String line = "|";
      for (int c = 0; c < COLS; c++)
      {
        line = line + grid[r][c] + "|";
      }
      System.out.println(line);
    }
    System.out.println("+-+-+-+-+-+-+-+");
    System.out.println(" 1 2 3 4 5 6 7");
    System.out.println();
  }
}
