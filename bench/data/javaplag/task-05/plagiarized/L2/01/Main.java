import java.util.Scanner;

// Connect 4 game for two players on one keyboard.
// The board is 6 rows by 7 columns, get 4 in a line to win.
public class Main
{
  public static void main(String[] args)
  {
    Scanner keyboard = new Scanner(System.in);
    GameBoard gameBoard = new GameBoard();
    char currentPlayer = 'X';
    boolean finished = false;
    int moveCount = 0;

    System.out.println("Welcome to Connect Four!");
    System.out.println("Player 1 is X, Player 2 is O");
    gameBoard.display();

    while (!finished)
    {
      System.out.print("Player " + currentPlayer + ", choose a column (1-7): ");
      int column = keyboard.nextInt() - 1;   // user types 1..7, we use 0..6

      if (column < 0 || column >= GameBoard.WIDTH)
      {
        System.out.println("That column does not exist, try again.");
        continue;
      }
      if (gameBoard.columnIsFull(column))
      {
        System.out.println("Column " + (column + 1) + " is full, pick another one.");
        continue;
      }
      int landedRow = gameBoard.insertPiece(column, currentPlayer);
      moveCount++;
      gameBoard.display();

      if (gameBoard.hasFourInARow(currentPlayer))
      {
        System.out.println("Player " + currentPlayer + " wins!");
        finished = true;
      }
      else if (gameBoard.boardIsFull())
      {
        System.out.println("The board is full. It's a draw!");
        finished = true;
      }
      else
      {
        // next player's turn
        if (currentPlayer == 'X')
        {
          currentPlayer = 'O';
        }
        else
        {
          currentPlayer = 'X';
        }
      }
    }
    System.out.println("Game over after " + moveCount + " moves.");
    keyboard.close();
  }
}

// the game board
class GameBoard
{
  public static final int HEIGHT = 6;
  public static final int WIDTH = 7;
  private static final char BLANK = '.';

  private char[][] cells;
  private int piecesPlaced;

  public GameBoard()
  {
    cells = new char[HEIGHT][WIDTH];
    for (int row = 0; row < HEIGHT; row++)
    {
      for (int column = 0; column < WIDTH; column++)
      {
        cells[row][column] = BLANK;
      }
    }
    piecesPlaced = 0;
  }

  // top row is index 0 - if it is used the column is full
  public boolean columnIsFull(int column)
  {
    return cells[0][column] != BLANK;
  }

  // piece falls down to the first free spot from the bottom
  public int insertPiece(int column, char symbol)
  {
    for (int row = HEIGHT - 1; row >= 0; row--)
    {
      if (cells[row][column] == BLANK)
      {
        cells[row][column] = symbol;
        piecesPlaced++;
        return row;
      }
    }
    return -1;
  }

  public boolean boardIsFull()
  {
    return piecesPlaced == HEIGHT * WIDTH;
  }

  // checks all four directions for 4 of the same symbol
  public boolean hasFourInARow(char symbol)
  {
    // rows
    for (int row = 0; row < HEIGHT; row++)
    {
      for (int column = 0; column < WIDTH - 3; column++)
      {
        if (cells[row][column] == symbol && cells[row][column + 1] == symbol
            && cells[row][column + 2] == symbol && cells[row][column + 3] == symbol)
        {
          return true;
        }
      }
    }
    // columns
    for (int row = 0; row < HEIGHT - 3; row++)
    {
      for (int column = 0; column < WIDTH; column++)
      {
        if (cells[row][column] == symbol && cells[row + 1][column] == symbol
            && cells[row + 2][column] == symbol && cells[row + 3][column] == symbol)
        {
          return true;
        }
      }
    }
    // diagonal \
    for (int row = 0; row < HEIGHT - 3; row++)
    {
      for (int column = 0; column < WIDTH - 3; column++)
      {
        if (cells[row][column] == symbol && cells[row + 1][column + 1] == symbol
            && cells[row + 2][column + 2] == symbol && cells[row + 3][column + 3] == symbol)
        {
          return true;
        }
      }
    }
    // diagonal /
    for (int row = 3; row < HEIGHT; row++)
    {
      for (int column = 0; column < WIDTH - 3; column++)
      {
        if (cells[row][column] == symbol && cells[row - 1][column + 1] == symbol
            && cells[row - 2][column + 2] == symbol && cells[row - 3][column + 3] == symbol)
        {
          return true;
        }
      }
    }
    return false;
  }

  public void display()
  {
    System.out.println();
    for (int row = 0; row < HEIGHT; row++)
    {
      String text = "|";
      for (int column = 0; column < WIDTH; column++)
      {
        text = text + cells[row][column] + "|";
      }
      System.out.println(text);
    }
    System.out.println("+-+-+-+-+-+-+-+");
    System.out.println(" 1 2 3 4 5 6 7");
    System.out.println();
  }
}
