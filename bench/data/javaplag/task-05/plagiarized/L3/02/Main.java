import java.util.Scanner;

/**
 * Connect Four.
 * Lab assignment: two human players, 6x7 board, keyboard input.
 *
 * @author student
 */
public class Main {
    static Scanner kb;

    /**
     * Runs the game loop until somebody wins or the board fills up.
     * @param args not used
     */
    public static void main(final String[] args) {
        kb = new Scanner(System.in);
        final Grd g = new Grd();
        char p = 'X';
        boolean over = false;
        int n = 0;
        System.out.println("Welcome to Connect Four!");
        System.out.println("Player 1 is X, Player 2 is O");
        g.show();
        while(!over) {
            System.out.print("Player "+p+", choose a column (1-7): ");
            final int c = kb.nextInt()-1;
            if(c<0 || c>=7) {
                System.out.println("That column does not exist, try again.");
                continue;
            }
            if(g.colFull(c)) {
                System.out.println("Column "+(c+1)+" is full, pick another one.");
                continue;
            }
            g.put(c, p);
            n++;
            g.show();
            if(g.win(p)) {
                System.out.println("Player "+p+" wins!");
                over = true;
            } else if(g.full()) {
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
}

/**
 * The 6 x 7 grid. Row 0 is the top row.
 */
class Grd {
    private static final int NR = 6, NC = 7;
    private static final int CELLS = 42;
    private final char[][] b = new char[NR][NC];
    private int cnt = 0;

    /** Creates an empty board. */
    Grd() {
        int i, j;
        for(i=0; i<NR; i++) {
            for(j=0; j<NC; j++) {
                b[i][j] = '.';
            }
        }
    }

    /**
     * @param c column index 0..6
     * @return true if no more discs fit in the column
     */
    public boolean colFull(int c) {
        return b[0][c] != '.';
    }

    /**
     * Drops a disc into a column.
     * @param c column index
     * @param ch X or O
     * @return row where the disc landed, -1 if the column was full
     */
    public int put(int c, char ch) {
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

    /** @return true when all 42 cells are used */
    public boolean full() {
        return cnt == CELLS;
    }

    /**
     * Looks for four of the given piece in a line.
     * @param ch the symbol to look for
     * @return true if that player has connected four
     */
    public boolean win(final char ch) {
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

    /** Prints the board with column numbers underneath. */
    public void show() {
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
}
