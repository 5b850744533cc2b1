import java.util.Scanner;

/**
 * Connect Four.
 * Lab assignment: two human players, 6x7 board, keyboard input.
 * The board is kept as static data of Main (row 0 is the top row).
 *
 * @author student
 */
public class Main {
    private static final int NR = 6, NC = 7;
    static Scanner kb;
    private static final char[][] b = new char[NR][NC];
    private static int left = NR * NC;   // free cells still left

    /** Prints the board with column numbers underneath. */
    static void show() {
        int i = 0;
        System.out.println();
        while(i < NR) {
            System.out.print("|");
            for(char x : b[i]) {
                System.out.printf("%c|", x);
            }
            System.out.println();
            i = i + 1;
        }
        System.out.println("+-+-+-+-+-+-+-+");
        System.out.println(" 1 2 3 4 5 6 7");
        System.out.println();
    }

    /**
     * Checks if four cells starting at (i,j) going in direction (di,dj) all hold ch.
     */
    static boolean four(int i, int j, int di, int dj, char ch) {
        int endI = i + 3*di, endJ = j + 3*dj;
        if(endI < 0 || endI >= NR || endJ < 0 || endJ >= NC) {
            return false;
        }
        for(int k = 0; k < 4; k++) {
            if(b[i + k*di][j + k*dj] != ch) {
                return false;
            }
        }
        return true;
    }

    /**
     * Looks for four of the given piece in a line.
     * @param ch the symbol to look for
     * @return true if that player has connected four
     */
    static boolean win(final char ch) {
        for(int i = 0; i < NR; i++) {
            for(int j = 0; j < NC; j++) {
                if(b[i][j] != ch) {
                    continue;
                }
                if(four(i, j, 0, 1, ch) || four(i, j, 1, 0, ch) || four(i, j, 1, 1, ch) || four(i, j, -1, 1, ch)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Starts the game; the turns themselves are done by turn().
     * @param args not used
     */
    public static void main(final String[] args) {
        kb = new Scanner(System.in);
        init();
        System.out.println("Welcome to Connect Four!");
        System.out.println("Player 1 is X, Player 2 is O");
        show();
        int n = turn('X', 0);
        System.out.println(String.format("Game finished after %d moves.", n));
        kb.close();
    }

    /**
     * One turn of player p; calls itself for the next turn until the game ends.
     * @return total number of moves played
     */
    static int turn(char p, int n) {
        System.out.print(String.format("Player %s, which column (1-7)? ", p));
        final int c = kb.nextInt()-1;
        if(c<0 || c>=NC) {
            System.out.println("Column out of range, try again.");
            return turn(p, n);
        }
        if(full(c)) {
            System.out.println(String.format("Column %d is full, pick another one.", c+1));
            return turn(p, n);
        }
        put(c, NR-1, p);
        show();
        if(win(p)) {
            System.out.println(String.format("Player %s won!", p));
            return n + 1;
        }
        if(full(-1)) {
            System.out.println("Board is full, the game is a draw.");
            return n + 1;
        }
        return turn(p=='X' ? 'O' : 'X', n + 1);
    }

    /** Fills the board with empty cells. */
    static void init() {
        for(char[] row : b) {
            java.util.Arrays.fill(row, '.');
        }
        left = NR * NC;
    }

    /**
     * Drops a disc into column c, trying row i first and moving up if it is taken.
     * @return row where the disc landed, -1 if the column was full
     */
    static int put(int c, int i, char ch) {
        if(i < 0) {
            return -1;
        }
        if(b[i][c] != '.') {
            return put(c, i-1, ch);
        }
        b[i][c] = ch;
        left--;
        return i;
    }

    /**
     * Full check for one column, or for the whole board when c is -1.
     */
    static boolean full(int c) {
        return (c == -1) ? left == 0 : b[0][c] != '.';
    }
}
