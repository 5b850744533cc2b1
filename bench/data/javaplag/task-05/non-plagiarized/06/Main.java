import java.util.Random;
import java.util.Scanner;

interface Player {
    String name();
    char token();
    int chooseColumn(Grid grid);
}

class HumanPlayer implements Player {
    private final String name;
    private final char token;
    private final Scanner scanner;

    HumanPlayer(String name, char token, Scanner scanner) {
        this.name = name;
        this.token = token;
        this.scanner = scanner;
    }

    public String name() { return name; }
    public char token() { return token; }

    public int chooseColumn(Grid grid) {
        while (true) {
            System.out.print(name + " [" + token + "] > ");
            while (!scanner.hasNextInt()) {
                scanner.next();
                System.out.print("a number from 1 to " + Grid.COLS + " > ");
            }
            int col = scanner.nextInt() - 1;
            if (grid.isLegal(col)) return col;
            System.out.println("You cannot drop a disc in that column.");
        }
    }
}

class ComputerPlayer implements Player {
    private final Random random = new Random();
    public String name() { return "Computer"; }
    public char token() { return 'C'; }

    public int chooseColumn(Grid grid) {
        int col;
        do {
            col = random.nextInt(Grid.COLS);
        } while (!grid.isLegal(col));
        System.out.println("Computer drops into column " + (col + 1));
        return col;
    }
}

class Grid {
    static final int ROWS = 6;
    static final int COLS = 7;
    private final char[][] slots = new char[ROWS][COLS];
    private int filled = 0;

    boolean isLegal(int col) {
        return col >= 0 && col < COLS && slots[ROWS - 1][col] == 0;
    }

    /** Drops the token and returns the row (0 = bottom) where it settled. */
    int drop(int col, char token) {
        int row = 0;
        while (slots[row][col] != 0) row++;
        slots[row][col] = token;
        filled++;
        return row;
    }

    /** Recursively counts matching tokens starting next to (row, col) in direction (dr, dc). */
    private int count(int row, int col, int dr, int dc, char token) {
        int r = row + dr, c = col + dc;
        if (r < 0 || r >= ROWS || c < 0 || c >= COLS || slots[r][c] != token) return 0;
        return 1 + count(r, c, dr, dc, token);
    }

    boolean connectsFour(int row, int col) {
        char t = slots[row][col];
        return count(row, col, 0, 1, t) + count(row, col, 0, -1, t) >= 3
            || count(row, col, 1, 0, t) + count(row, col, -1, 0, t) >= 3
            || count(row, col, 1, 1, t) + count(row, col, -1, -1, t) >= 3
            || count(row, col, 1, -1, t) + count(row, col, -1, 1, t) >= 3;
    }

    boolean isFull() { return filled == ROWS * COLS; }

    void print() {
        for (int r = ROWS - 1; r >= 0; r--) {
            System.out.print("| ");
            for (int c = 0; c < COLS; c++) System.out.print((slots[r][c] == 0 ? ' ' : slots[r][c]) + " ");
            System.out.println("|");
        }
        System.out.println("+---------------+");
        System.out.println("  1 2 3 4 5 6 7");
    }
}

public class Main {
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        System.out.print("How many human players (1 or 2)? ");
        int humans = scanner.nextInt();
        Player[] players = new Player[2];
        players[0] = new HumanPlayer("Player 1", 'A', scanner);
        players[1] = humans == 1 ? new ComputerPlayer() : new HumanPlayer("Player 2", 'B', scanner);

        Grid grid = new Grid();
        grid.print();
        for (int turn = 0; ; turn++) {
            Player p = players[turn % 2];
            int col = p.chooseColumn(grid);
            int row = grid.drop(col, p.token());
            grid.print();
            if (grid.connectsFour(row, col)) {
                System.out.println(p.name() + " connected four. Well played!");
                break;
            }
            if (grid.isFull()) {
                System.out.println("It's a tie.");
                break;
            }
        }
    }
}
