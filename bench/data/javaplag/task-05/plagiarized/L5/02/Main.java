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
     * Looks for four of the given piece in a line.
     * @param ch the symbol to look for
     * @return true if that player has connected four
     */
    static boolean win(final char ch) {
        int i = 0, j;
        while(i < NR) {
            j = 0;
            while(j < NC-3) {
                if(b[i][j]==ch && b[i][j+1]==ch && b[i][j+2]==ch && b[i][j+3]==ch) { return true; }
                // vertical and diagonal only fit in the top three rows
                if(i < NR-3) {
                    if(b[i][j]==ch && b[i+1][j+1]==ch && b[i+2][j+2]==ch && b[i+3][j+3]==ch) { return true; }
                } else {
                    if(b[i][j]==ch && b[i-1][j+1]==ch && b[i-2][j+2]==ch && b[i-3][j+3]==ch) { return true; }
                }
                j = j + 1;
            }
            i = i + 1;
        }
        for(i=0; i<NR-3; i++) {
            for(j=0; j<NC; j++) {
                if(b[i][j]==ch && b[i+1][j]==ch && b[i+2][j]==ch && b[i+3][j]==ch) { return true; }
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
            System.out.print(String.format("Player %s, choose a column (1-7): ", p));
            final int c = kb.nextInt()-1;
            if(c<0 || c>=NC) {
                System.out.println("That column does not exist, try again.");
                continue;
            }
            if(full(c)) {
                System.out.println(String.format("Column %d is full, pick another one.", c+1));
                continue;
            }
            put(c, p);
            n = n + 1;
            show();
            int state = win(p) ? 1 : (full(-1) ? 2 : 0);
            switch(state) {
                case 1:
                    System.out.println(String.format("Player %s wins!", p));
                    over = true;
                    break;
                case 2:
                    System.out.println("The board is full. It's a draw!");
                    over = true;
                    break;
                default:
                    p = (p=='X') ? 'O' : 'X';
            }
        }
        System.out.println(String.format("Game over after %d moves.", n));
        kb.close();
    }

    /** Fills the board with empty cells. */
    static void init() {
        for(char[] row : b) {
            java.util.Arrays.fill(row, '.');
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
        int i = NR-1;
        do {
            if(b[i][c] == '.') {
                b[i][c] = ch;
                cnt = cnt + 1;
                return i;
            }
            i = i - 1;
        } while(i >= 0);
        return -1;
    }

    /**
     * Full check for one column, or for the whole board when c is -1.
     * @param c column index 0..6, or -1 for the whole board
     * @return true if nothing more fits
     */
    static boolean full(int c) {
        return (c == -1) ? cnt == CELLS : b[0][c] != '.';
    }
}
