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
    return currentPlayer != PLAYER_ONE ? PLAYER_ONE : PLAYER_TWO;
  }

  // checks the column the user typed and tells them what is wrong
  static boolean isValidMove(GameBoard gameBoard, int column)
  {
    if (column >= 0 && column < GameBoard.WIDTH)
    {
      if (!gameBoard.columnIsFull(column))
      {
        return true;
      }
      System.out.printf("Column %d is already full, pick another one.%n", column + 1);
      return false;
    }
    System.out.println("There is no such column, try again.");
    return false;
  }

  // plays until somebody wins or it is a draw, returns number of moves
  static int playGame(GameBoard gameBoard)
  {
    char currentPlayer = PLAYER_ONE;
    int moveCount = 0;

    while (true)
    {
      System.out.printf("Player %c, choose a column (1-7): ", currentPlayer);
      int column;
      try
      {
        column = Integer.parseInt(keyboard.nextLine().trim()) - 1;   // user types 1..7, we use 0..6
      }
      catch (NumberFormatException e)
      {
        System.out.println("Please type a number.");
        continue;
      }
      if (!isValidMove(gameBoard, column))
      {
        continue;
      }
      int row = gameBoard.insertPiece(column, currentPlayer);
      moveCount += 1;
      gameBoard.display();

      if (gameBoard.hasFourInARow(row, column))
      {
        System.out.printf("Player %c wins the game!%n", currentPlayer);
        break;
      }
      if (gameBoard.boardIsFull())
      {
        System.out.println("No more space on the board - it's a draw!");
        break;
      }
      currentPlayer = otherPlayer(currentPlayer);
    }
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
  // the four directions to look in: horizontal, vertical and the two diagonals
  private static final int[][] DIRECTIONS = { {0, 1}, {1, 0}, {1, 1}, {1, -1} };

  private final char[][] cells = new char[HEIGHT][WIDTH];

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

  // only the piece that was just dropped can have made a new line of four,
  // so count its neighbours of the same symbol in both ways of every direction
  boolean hasFourInARow(int row, int column)
  {
    char symbol = cells[row][column];
    for (int[] d : DIRECTIONS)
    {
      int count = 1 + countSame(row, column, d[0], d[1], symbol)
                    + countSame(row, column, -d[0], -d[1], symbol);
      if (count >= 4)
      {
        return true;
      }
    }
    return false;
  }

  private int countSame(int row, int column, int dRow, int dCol, char symbol)
  {
    int found = 0;
    int r = row + dRow;
    int c = column + dCol;
    while (r >= 0 && r < HEIGHT && c >= 0 && c < WIDTH && cells[r][c] == symbol)
    {
      found++;
      r += dRow;
      c += dCol;
    }
    return found;
  }

  // the board is full when every column is full
  boolean boardIsFull()
  {
    for (int column = 0; column < WIDTH; column++)
    {
      if (!columnIsFull(column))
      {
        return false;
      }
    }
    return true;
  }

  // piece slides down from the top while the cell below it is still free
  int insertPiece(final int column, final char symbol)
  {
    if (columnIsFull(column))
    {
      return -1;
    }
    int row = 0;
    while (row + 1 < HEIGHT && cells[row + 1][column] == BLANK)
    {
      row++;
    }
    cells[row][column] = symbol;
    return row;
  }

  // top row is index 0 - if it is used the column is full
  boolean columnIsFull(final int column)
  {
    return cells[0][column] != BLANK;
  }
}
