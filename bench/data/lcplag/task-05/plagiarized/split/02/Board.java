import java.util.ArrayList;
import java.util.List;

/** Square chess board that records where queens stand. */
final class Board {
    private final boolean[][] cells;

    Board(int n) {
        cells = new boolean[n][n];
    }

    int size() {
        return cells.length;
    }

    void put(int row, int col) {
        cells[row][col] = true;
    }

    void lift(int row, int col) {
        cells[row][col] = false;
    }

    boolean hasQueen(int row, int col) {
        return cells[row][col];
    }

    /** Is (row, col) free of attacks from the queens in the rows above? */
    boolean isSafe(int row, int col) {
        for (int i = 0; i < row; i++) {
            if (cells[i][col]) {
                return false;
            }
        }
        for (int i = 1; i <= Math.min(row, col); i++) {
            if (cells[row - i][col - i]) {
                return false;
            }
        }
        for (int i = 1; i <= Math.min(row, size() - 1 - col); i++) {
            if (cells[row - i][col + i]) {
                return false;
            }
        }
        return true;
    }

    List<String> render() {
        List<String> lines = new ArrayList<>();
        for (boolean[] row : cells) {
            StringBuilder sb = new StringBuilder();
            for (boolean q : row) {
                sb.append(q ? 'Q' : '.');
            }
            lines.add(sb.toString());
        }
        return lines;
    }
}
