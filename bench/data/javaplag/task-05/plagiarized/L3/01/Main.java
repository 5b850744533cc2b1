import java.util.*;

// Connect 4 game for two players on one keyboard.
// The board is 6 rows by 7 columns, get 4 in a line to win.
public class Main
{
  static final char PLAYER_ONE = 'X';
  static final char PLAYER_TWO = 'O';
  private static final Scanner keyboard = new Scanner(System.in);

  public static void main(String[] args)
  {
    GameBoard gameBoard = new GameBoard();
    char currentPlayer = PLAYER_ONE;
    boolean finished = false;
    int moveCount = 0;
    int column;
    int landedRow;

    System.out.println("Welcome to Connect Four!");
    System.out.println("Player 1 is " + PLAYER_ONE + ", Player 2 is " + PLAYER_TWO);
    gameBoard.display();

    while (!finished)
    {
      System.out.print("Player " + currentPlayer + ", choose a column (1-7): ");
      column = keyboard.nextInt() - 1;   // user types 1..7, we use 0..6

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
      landedRow = gameBoard.insertPiece(column, currentPlayer);
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
        if (currentPlayer == PLAYER_ONE)
        {
          currentPlayer = PLAYER_TWO;
        }
        else
        {
          currentPlayer = PLAYER_ONE;
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
  static final int HEIGHT = 6;
  static final int WIDTH = 7;
  private static final char BLANK = '.';
  private static final String FOOTER = "+-+-+-+-+-+-+-+\n 1 2 3 4 5 6 7\n";

  private final char[][] cells = new char[HEIGHT][WIDTH];
  private int piecesPlaced = 0;

  GameBoard()
  {
    for (int row = 0; row < HEIGHT; row++)
    {
      for (int column = 0; column < WIDTH; column++)
      {
        cells[row][column] = BLANK;
      }
    }
  }

  // top row is index 0 - if it is used the column is full
  boolean columnIsFull(final int column)
  {
    return cells[0][column] != BLANK;
  }

  // piece falls down to the first free spot from the bottom
  int insertPiece(final int column, final char symbol)
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

  boolean boardIsFull()
  {
    return piecesPlaced == HEIGHT * WIDTH;
  }

  // checks all four directions for 4 of the same symbol
  boolean hasFourInARow(final char symbol)
  {
    int row, column;
    // rows
    for (row = 0; row < HEIGHT; row++)
    {
      for (column = 0; column < WIDTH - 3; column++)
      {
        if (cells[row][column] == symbol && cells[row][column + 1] == symbol
            && cells[row][column + 2] == symbol && cells[row][column + 3] == symbol)
        {
          return true;
        }
      }
    }
    // columns
    for (row = 0; row < HEIGHT - 3; row++)
    {
      for (column = 0; column < WIDTH; column++)
      {
        if (cells[row][column] == symbol && cells[row + 1][column] == symbol
            && cells[row + 2][column] == symbol && cells[row + 3][column] == symbol)
        {
          return true;
        }
      }
    }
    // diagonal \
    for (row = 0; row < HEIGHT - 3; row++)
    {
      for (column = 0; column < WIDTH - 3; column++)
      {
        if (cells[row][column] == symbol && cells[row + 1][column + 1] == symbol
            && cells[row + 2][column + 2] == symbol && cells[row + 3][column + 3] == symbol)
        {
          return true;
        }
      }
    }
    // diagonal /
    for (row = 3; row < HEIGHT; row++)
    {
      for (column = 0; column < WIDTH - 3; column++)
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

  void display()
  {
    String text;
    System.out.println();
    for (int row = 0; row < HEIGHT; row++)
    {
      text = "|";
      for (int column = 0; column < WIDTH; column++)
      {
        text = text + cells[row][column] + "|";
      }
      System.out.println(text);
    }
    System.out.println(FOOTER);
  }
}
