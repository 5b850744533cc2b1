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
    private static final int CELLS = 42;
    static Scanner kb;
    private static final char[][] b = new char[NR][NC];
    private static int cnt = 0;

    /** Prints the board with column numbers underneath. */
    static void show() {
        int i, j;
        String s;
        System.out.println();
        for(i=0; i<NR; i++) {
            s = "|";
            for(j=0; j<NC; j++) {
                s = s+b[i][j]+"|";
            }
            System.out.println(s);
        }
        System.out.println("+-+-+-+-+-+-+-+");
        System.out.println(" 1 2 3 4 5 6 7");
        System.out.println();
    }

    /**
     * Looks for four of the given piece in a line.
     * @param ch the symbol to look for
     * @return true if that player has connected four
     */
    static boolean win(final char ch) {
        int i, j;
        for(i=0; i<NR; i++) {
            for(j=0; j<NC-3; j++) {
                if(b[i][j]==ch && b[i][j+1]==ch && b[i][j+2]==ch && b[i][j+3]==ch) { return true; }
            } }
        for(i=0; i<NR-3; i++) {
            for(j=0; j<NC; j++) {
                if(b[i][j]==ch && b[i+1][j]==ch && b[i+2][j]==ch && b[i+3][j]==ch) { return true; }
            } }
        for(i=0; i<NR-3; i++) {
            for(j=0; j<NC-3; j++) {
                if(b[i][j]==ch && b[i+1][j+1]==ch && b[i+2][j+2]==ch && b[i+3][j+3]==ch) { return true; }
            } }
        for(i=3; i<NR; i++) {
            for(j=0; j<NC-3; j++) {
                if(b[i][j]==ch && b[i-1][j+1]==ch && b[i-2][j+2]==ch && b[i-3][j+3]==ch) { return true; }
            } }
        return false;
    }

    /**
     * Runs the game loop until somebody wins or the board fills up.
     * @param args not used
     */
    public static void main(final String[] args) {
        kb = new Scanner(System.in);
        init();
        char p = 'X';
        boolean over = false;
        int n = 0;
        System.out.println("Welcome to Connect Four!");
        System.out.println("Player 1 is X, Player 2 is O");
        show();
        while(!over) {
            System.out.print("Player "+p+", choose a column (1-7): ");
            final int c = kb.nextInt()-1;
            if(c<0 || c>=NC) {
                System.out.println("That column does not exist, try again.");
                continue;
            }
            if(full(c)) {
                System.out.println("Column "+(c+1)+" is full, pick another one.");
                continue;
            }
            put(c, p);
            n++;
            show();
            if(win(p)) {
                System.out.println("Player "+p+" wins!");
                over = true;
            } else if(full(-1)) {
                System.out.println("The board is full. It's a draw!");
                over = true;
            } else {
                if(p=='X') {
                    p = 'O';
                } else {
                    p = 'X';
                }
            }
        }
        System.out.println("Game over after "+n+" moves.");
        kb.close();
    }

    /** Fills the board with empty cells. */
    static void init() {
        int i, j;
        for(i=0; i<NR; i++) {
            for(j=0; j<NC; j++) {
                b[i][j] = '.';
            }
        }
        cnt = 0;
    }

    /**
     * Drops a disc into a column.
     * @param c column index
     * @param ch X or O
     * @return row where the disc landed, -1 if the column was full
     */
    static int put(int c, char ch) {
        int i;
        for(i=NR-1; i>=0; i--) {
            if(b[i][c] == '.') {
                b[i][c] = ch;
                cnt++;
                return i;
            }
        }
        return -1;
    }

    /**
     * Full check for one column, or for the whole board when c is -1.
     * @param c column index 0..6, or -1 for the whole board
     * @return true if nothing more fits
     */
    static boolean full(int c) {
        if(c == -1) {
            return cnt == CELLS;
        }
        return b[0][c] != '.';
    }
}
