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
    System.out.println("Welcome to Connect Four!");
    System.out.printf("Player 1 is %c, Player 2 is %c%n", PLAYER_ONE, PLAYER_TWO);
    gameBoard.display();

    int moveCount = playGame(gameBoard);

    System.out.printf("Game over after %d moves.%n", moveCount);
    keyboard.close();
  }

  // next player's turn
  static char otherPlayer(char currentPlayer)
  {
    return currentPlayer == PLAYER_ONE ? PLAYER_TWO : PLAYER_ONE;
  }

  // checks the column the user typed and tells them what is wrong
  static boolean isValidMove(GameBoard gameBoard, int column)
  {
    if (!(column >= 0 && column < GameBoard.WIDTH))
    {
      System.out.println("That column does not exist, try again.");
      return false;
    }
    if (gameBoard.columnIsFull(column))
    {
      System.out.printf("Column %d is full, pick another one.%n", column + 1);
      return false;
    }
    return true;
  }

  // plays until somebody wins or it is a draw, returns number of moves
  static int playGame(GameBoard gameBoard)
  {
    char currentPlayer = PLAYER_ONE;
    boolean finished = false;
    int moveCount = 0;
    int column;

    do
    {
      System.out.printf("Player %c, choose a column (1-7): ", currentPlayer);
      column = Integer.parseInt(keyboard.nextLine().trim()) - 1;   // user types 1..7, we use 0..6
      if (!isValidMove(gameBoard, column))
      {
        continue;
      }
      gameBoard.insertPiece(column, currentPlayer);
      moveCount += 1;
      gameBoard.display();

      if (gameBoard.hasFourInARow(currentPlayer))
      {
        System.out.printf("Player %c wins!%n", currentPlayer);
        finished = true;
      }
      else if (gameBoard.boardIsFull())
      {
        System.out.println("The board is full. It's a draw!");
        finished = true;
      }
      else
      {
        currentPlayer = otherPlayer(currentPlayer);
      }
    } while (!finished);
    return moveCount;
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
    for (char[] line : cells)
    {
      Arrays.fill(line, BLANK);
    }
  }

  void display()
  {
    StringBuilder text = new StringBuilder("\n");
    for (char[] line : cells)
    {
      text.append('|');
      for (char cell : line)
      {
        text.append(cell).append('|');
      }
      text.append('\n');
    }
    text.append(FOOTER);
    System.out.println(text);
  }

  // checks all four directions for 4 of the same symbol
  boolean hasFourInARow(final char symbol)
  {
    return checkRows(symbol) || checkColumns(symbol) || checkDiagonals(symbol);
  }

  private boolean checkRows(char symbol)
  {
    int row = 0;
    while (row < HEIGHT)
    {
      for (int column = 0; column <= WIDTH - 4; column += 1)
      {
        if (cells[row][column] == symbol && cells[row][column + 1] == symbol
            && cells[row][column + 2] == symbol && cells[row][column + 3] == symbol)
        {
          return true;
        }
      }
      row++;
    }
    return false;
  }

  private boolean checkColumns(char symbol)
  {
    for (int column = 0; column < WIDTH; column++)
    {
      for (int row = 0; row <= HEIGHT - 4; row++)
      {
        boolean same = cells[row][column] == symbol && cells[row + 1][column] == symbol;
        if (same && cells[row + 2][column] == symbol && cells[row + 3][column] == symbol)
        {
          return true;
        }
      }
    }
    return false;
  }

  // both diagonal directions in one pass
  private boolean checkDiagonals(char symbol)
  {
    int row, column;
    for (row = 0; row < HEIGHT - 3; row++)
    {
      for (column = 0; column < WIDTH - 3; column++)
      {
        if (cells[row][column] == symbol && cells[row + 1][column + 1] == symbol
            && cells[row + 2][column + 2] == symbol && cells[row + 3][column + 3] == symbol)
        {
          return true;
        }
        // same start column, but going up from the lower half
        if (cells[row + 3][column] == symbol && cells[row + 2][column + 1] == symbol
            && cells[row + 1][column + 2] == symbol && cells[row][column + 3] == symbol)
        {
          return true;
        }
      }
    }
    return false;
  }

  boolean boardIsFull()
  {
    return piecesPlaced == HEIGHT * WIDTH;
  }

  // piece falls down to the first free spot from the bottom
  int insertPiece(final int column, final char symbol)
  {
    int row = HEIGHT - 1;
    while (row >= 0)
    {
      if (cells[row][column] == BLANK)
      {
        cells[row][column] = symbol;
        piecesPlaced = piecesPlaced + 1;
        return row;
      }
      row--;
    }
    return -1;
  }

  // top row is index 0 - if it is used the column is full
  boolean columnIsFull(final int column)
  {
    return cells[0][column] != BLANK;
  }
}
