import java.util.Arrays;
import java.util.Optional;
import java.util.Scanner;

/** Connect Four for two players sharing a terminal. Type 'q' to give up. */
public class Main {

    enum Disc {
        RED('R'), YELLOW('Y');

        final char symbol;

        Disc(char symbol) { this.symbol = symbol; }

        Disc opponent() { return this == RED ? YELLOW : RED; }
    }

    record Cell(int row, int col) { }

    enum Outcome { ONGOING, WIN, DRAW }

    static final class Grid {
        static final int ROWS = 6, COLS = 7, CONNECT = 4;
        private static final int[][] AXES = { {0, 1}, {1, 0}, {1, 1}, {1, -1} };

        private final Disc[][] cells = new Disc[ROWS][COLS];
        private final int[] heights = new int[COLS];   // discs stacked in each column
        private int placed;

        boolean accepts(int col) {
            return col >= 0 && col < COLS && heights[col] < ROWS;
        }

        /** Row 0 is the bottom here; returns empty if the move is illegal. */
        Optional<Cell> drop(int col, Disc disc) {
            if (!accepts(col)) return Optional.empty();
            int row = heights[col]++;
            cells[row][col] = disc;
            placed++;
            return Optional.of(new Cell(row, col));
        }

        Outcome evaluate(Cell last) {
            Disc disc = cells[last.row()][last.col()];
            for (int[] axis : AXES) {
                int run = 1 + ray(last, axis[0], axis[1], disc) + ray(last, -axis[0], -axis[1], disc);
                if (run >= CONNECT) return Outcome.WIN;
            }
            return placed == ROWS * COLS ? Outcome.DRAW : Outcome.ONGOING;
        }

        private int ray(Cell from, int dr, int dc, Disc disc) {
            int n = 0;
            for (int r = from.row() + dr, c = from.col() + dc;
                 r >= 0 && r < ROWS && c >= 0 && c < COLS && cells[r][c] == disc;
                 r += dr, c += dc) {
                n++;
            }
            return n;
        }

        String render() {
            StringBuilder sb = new StringBuilder();
            for (int r = ROWS - 1; r >= 0; r--) {
                for (int c = 0; c < COLS; c++) {
                    sb.append(' ').append(cells[r][c] == null ? '-' : cells[r][c].symbol);
                }
                sb.append('\n');
            }
            int[] labels = new int[COLS];
            Arrays.setAll(labels, i -> i + 1);
            for (int label : labels) sb.append(' ').append(label);
            return sb.append('\n').toString();
        }
    }

    public static void main(String[] args) {
        Grid grid = new Grid();
        Disc turn = Disc.RED;
        Scanner scanner = new Scanner(System.in);

        System.out.print(grid.render());
        while (true) {
            System.out.printf("%s to move [1-%d, q quits]: ", turn, Grid.COLS);
            if (!scanner.hasNext()) return;
            String token = scanner.next();
            if (token.equalsIgnoreCase("q")) {
                System.out.println(turn + " resigns. " + turn.opponent() + " wins.");
                return;
            }
            int col;
            try {
                col = Integer.parseInt(token) - 1;
            } catch (NumberFormatException e) {
                System.out.println("'" + token + "' is not a column number.");
                continue;
            }
            Optional<Cell> landed = grid.drop(col, turn);
            if (landed.isEmpty()) {
                System.out.println("Illegal move: column missing or full.");
                continue;
            }
            System.out.print(grid.render());
            switch (grid.evaluate(landed.get())) {
                case WIN -> {
                    System.out.println(turn + " connects four and wins.");
                    return;
                }
                case DRAW -> {
                    System.out.println("Board full: draw.");
                    return;
                }
                case ONGOING -> turn = turn.opponent();
            }
        }
    }
}
