import java.util.Scanner;

/**
 * Connect Four.
 * Lab assignment: two human players, 6x7 board, keyboard input.
 *
 * @author student
 */
public class Main {
    /**
     * Runs the game loop until somebody wins or the board fills up.
     * @param args not used
     */
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        Board board = new Board();
        char player = 'X';
        boolean gameOver = false;
        int turns = 0;
        System.out.println("Welcome to Connect Four!");
        System.out.println("Player 1 is X, Player 2 is O");
        board.print();
        while(!gameOver) {
            System.out.print("Player "+player+", choose a column (1-7): ");
            int col = in.nextInt()-1;
            if(col<0 || col>=Board.COLS) {
                System.out.println("That column does not exist, try again.");
                continue;
            }
            if(board.isColumnFull(col)) {
                System.out.println("Column "+(col+1)+" is full, pick another one.");
                continue;
            }
            int row = board.dropDisc(col, player);
            turns++;
            board.print();
            if(board.hasWon(player)) {
                System.out.println("Player "+player+" wins!");
                gameOver = true;
            } else if(board.isFull()) {
                System.out.println("The board is full. It's a draw!");
                gameOver = true;
            } else {
                if(player=='X') {
                    player = 'O';
                } else {
                    player = 'X';
                }
            }
        }
        System.out.println("Game over after "+turns+" moves.");
        in.close();
    }
}

/**
 * The 6 x 7 grid. Row 0 is the top row.
 */
class Board {
    public static final int ROWS = 6;
    public static final int COLS = 7;
    private static final char EMPTY = '.';
    private char[][] grid;
    private int discCount;

    /** Creates an empty board. */
    public Board() {
        grid = new char[ROWS][COLS];
        for(int r=0; r<ROWS; r++) {
            for(int c=0; c<COLS; c++) {
                grid[r][c] = EMPTY;
            }
        }
        discCount = 0;
    }

    /**
     * @param col column index 0..6
     * @return true if no more discs fit in the column
     */
    public boolean isColumnFull(int col) {
        return grid[0][col] != EMPTY;
    }

    /**
     * Drops a disc into a column.
     * @param col column index
     * @param piece X or O
     * @return row where the disc landed, -1 if the column was full
     */
    public int dropDisc(int col, char piece) {
        for(int r=ROWS-1; r>=0; r--) {
            if(grid[r][col] == EMPTY) {
                grid[r][col] = piece;
                discCount++;
                return r;
            }
        }
        return -1;
    }

    /** @return true when all 42 cells are used */
    public boolean isFull() {
        return discCount == ROWS*COLS;
    }

    /**
     * Looks for four of the given piece in a line.
     * @param piece the symbol to look for
     * @return true if that player has connected four
     */
    public boolean hasWon(char piece) {
        for(int r=0; r<ROWS; r++) {
            for(int c=0; c<COLS-3; c++) {
                if(grid[r][c]==piece && grid[r][c+1]==piece && grid[r][c+2]==piece && grid[r][c+3]==piece) { return true; }
            } }
        for(int r=0; r<ROWS-3; r++) {
            for(int c=0; c<COLS; c++) {
                if(grid[r][c]==piece && grid[r+1][c]==piece && grid[r+2][c]==piece && grid[r+3][c]==piece) { return true; }
            } }
        for(int r=0; r<ROWS-3; r++) {
            for(int c=0; c<COLS-3; c++) {
                if(grid[r][c]==piece && grid[r+1][c+1]==piece && grid[r+2][c+2]==piece && grid[r+3][c+3]==piece) { return true; }
            } }
        for(int r=3; r<ROWS; r++) {
            for(int c=0; c<COLS-3; c++) {
                if(grid[r][c]==piece && grid[r-1][c+1]==piece && grid[r-2][c+2]==piece && grid[r-3][c+3]==piece) { return true; }
            } }
        return false;
    }

    /** Prints the board with column numbers underneath. */
    public void print() {
        System.out.println();
        for(int r=0; r<ROWS; r++) {
            String line = "|";
            for(int c=0; c<COLS; c++) {
                line = line+grid[r][c]+"|";
            }
            System.out.println(line);
        }
        System.out.println("+-+-+-+-+-+-+-+");
        System.out.println(" 1 2 3 4 5 6 7");
        System.out.println();
    }
}
