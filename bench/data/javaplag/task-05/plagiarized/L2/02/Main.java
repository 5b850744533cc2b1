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
        Scanner kb = new Scanner(System.in);
        Grd g = new Grd();
        char p = 'X';
        boolean over = false;
        int n = 0;
        System.out.println("Welcome to Connect Four!");
        System.out.println("Player 1 is X, Player 2 is O");
        g.show();
        while(!over) {
            System.out.print("Player "+p+", choose a column (1-7): ");
            int c = kb.nextInt()-1;
            if(c<0 || c>=Grd.NC) {
                System.out.println("That column does not exist, try again.");
                continue;
            }
            if(g.colFull(c)) {
                System.out.println("Column "+(c+1)+" is full, pick another one.");
                continue;
            }
            int r = g.put(c, p);
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
    public static final int NR = 6;
    public static final int NC = 7;
    private static final char E = '.';
    private char[][] b;
    private int cnt;

    /** Creates an empty board. */
    public Grd() {
        b = new char[NR][NC];
        for(int i=0; i<NR; i++) {
            for(int j=0; j<NC; j++) {
                b[i][j] = E;
            }
        }
        cnt = 0;
    }

    /**
     * @param c column index 0..6
     * @return true if no more discs fit in the column
     */
    public boolean colFull(int c) {
        return b[0][c] != E;
    }

    /**
     * Drops a disc into a column.
     * @param c column index
     * @param ch X or O
     * @return row where the disc landed, -1 if the column was full
     */
    public int put(int c, char ch) {
        for(int i=NR-1; i>=0; i--) {
            if(b[i][c] == E) {
                b[i][c] = ch;
                cnt++;
                return i;
            }
        }
        return -1;
    }

    /** @return true when all 42 cells are used */
    public boolean full() {
        return cnt == NR*NC;
    }

    /**
     * Looks for four of the given piece in a line.
     * @param ch the symbol to look for
     * @return true if that player has connected four
     */
    public boolean win(char ch) {
        for(int i=0; i<NR; i++) {
            for(int j=0; j<NC-3; j++) {
                if(b[i][j]==ch && b[i][j+1]==ch && b[i][j+2]==ch && b[i][j+3]==ch) { return true; }
            } }
        for(int i=0; i<NR-3; i++) {
            for(int j=0; j<NC; j++) {
                if(b[i][j]==ch && b[i+1][j]==ch && b[i+2][j]==ch && b[i+3][j]==ch) { return true; }
            } }
        for(int i=0; i<NR-3; i++) {
            for(int j=0; j<NC-3; j++) {
                if(b[i][j]==ch && b[i+1][j+1]==ch && b[i+2][j+2]==ch && b[i+3][j+3]==ch) { return true; }
            } }
        for(int i=3; i<NR; i++) {
            for(int j=0; j<NC-3; j++) {
                if(b[i][j]==ch && b[i-1][j+1]==ch && b[i-2][j+2]==ch && b[i-3][j+3]==ch) { return true; }
            } }
        return false;
    }

    /** Prints the board with column numbers underneath. */
    public void show() {
        System.out.println();
        for(int i=0; i<NR; i++) {
            String s = "|";
            for(int j=0; j<NC; j++) {
                s = s+b[i][j]+"|";
            }
            System.out.println(s);
        }
        System.out.println("+-+-+-+-+-+-+-+");
        System.out.println(" 1 2 3 4 5 6 7");
        System.out.println();
    }
}
