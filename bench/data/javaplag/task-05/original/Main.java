import java.util.Scanner;

/*
 * Connect Four - CS2 assignment 3
 * Two players take turns dropping discs into a board with 6 rows and 7 columns.
 * First one to get four in a row (any direction) wins.
 */
public class Main {

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        Board board = new Board();
        char player = 'X';
        boolean gameOver = false;
        int turns = 0;

        System.out.println("Welcome to Connect Four!");
        System.out.println("Player 1 is X, Player 2 is O");
        board.print();

        while (!gameOver) {
            System.out.print("Player " + player + ", choose a column (1-7): ");
            int col = in.nextInt() - 1;

            if (col < 0 || col >= Board.COLS) {
                System.out.println("That column does not exist, try again.");
                continue;
            }
            if (board.isColumnFull(col)) {
                System.out.println("Column " + (col + 1) + " is full, pick another one.");
                continue;
            }

            int row = board.dropDisc(col, player);
            turns++;
            board.print();

            if (board.hasWon(player)) {
                System.out.println("Player " + player + " wins!");
                gameOver = true;
            } else if (board.isFull()) {
                System.out.println("The board is full. It's a draw!");
                gameOver = true;
            } else {
                // switch to the other player
                if (player == 'X') {
                    player = 'O';
                } else {
                    player = 'X';
                }
            }
        }
        System.out.println("Game over after " + turns + " moves.");
        in.close();
    }
}

// holds the grid and all the rules of the game
class Board {
    public static final int ROWS = 6;
    public static final int COLS = 7;
    private static final char EMPTY = '.';

    private char[][] grid;
    private int discCount; // how many discs are on the board

    public Board() {
        grid = new char[ROWS][COLS];
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLS; c++) {
                grid[r][c] = EMPTY;
            }
        }
        discCount = 0;
    }

    // row 0 is the top, so the column is full when its top cell is taken
    public boolean isColumnFull(int col) {
        return grid[0][col] != EMPTY;
    }

    // puts the disc in the lowest empty row, returns that row (or -1 if full)
    public int dropDisc(int col, char piece) {
        for (int r = ROWS - 1; r >= 0; r--) {
            if (grid[r][col] == EMPTY) {
                grid[r][col] = piece;
                discCount++;
                return r;
            }
        }
        return -1;
    }

    public boolean isFull() {
        return discCount == ROWS * COLS;
    }

    public boolean hasWon(char piece) {
        // horizontal
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLS - 3; c++) {
                if (grid[r][c] == piece && grid[r][c + 1] == piece
                        && grid[r][c + 2] == piece && grid[r][c + 3] == piece) {
                    return true;
                }
            }
        }
        // vertical
        for (int r = 0; r < ROWS - 3; r++) {
            for (int c = 0; c < COLS; c++) {
                if (grid[r][c] == piece && grid[r + 1][c] == piece
                        && grid[r + 2][c] == piece && grid[r + 3][c] == piece) {
                    return true;
                }
            }
        }
        // diagonal going down to the right
        for (int r = 0; r < ROWS - 3; r++) {
            for (int c = 0; c < COLS - 3; c++) {
                if (grid[r][c] == piece && grid[r + 1][c + 1] == piece
                        && grid[r + 2][c + 2] == piece && grid[r + 3][c + 3] == piece) {
                    return true;
                }
            }
        }
        // diagonal going up to the right
        for (int r = 3; r < ROWS; r++) {
            for (int c = 0; c < COLS - 3; c++) {
                if (grid[r][c] == piece && grid[r - 1][c + 1] == piece
                        && grid[r - 2][c + 2] == piece && grid[r - 3][c + 3] == piece) {
                    return true;
                }
            }
        }
        return false;
    }

    public void print() {
        System.out.println();
        for (int r = 0; r < ROWS; r++) {
            String line = "|";
            for (int c = 0; c < COLS; c++) {
                line = line + grid[r][c] + "|";
            }
            System.out.println(line);
        }
        System.out.println("+-+-+-+-+-+-+-+");
        System.out.println(" 1 2 3 4 5 6 7");
        System.out.println();
    }
}
