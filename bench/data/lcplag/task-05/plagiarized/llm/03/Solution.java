import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Solves N-Queens without recursion: an explicit stack holds the column chosen
 * in every row, and the board is scanned to validate each candidate square.
 */
class Solution {

    public List<List<String>> solveNQueens(int n) {
        List<List<String>> results = new ArrayList<>();
        boolean[][] taken = new boolean[n][n];
        Deque<Integer> chosen = new ArrayDeque<>(); // column per row, top = current row
        int nextCol = 0;

        while (true) {
            int row = chosen.size();
            if (row == n) {
                results.add(draw(taken));
                nextCol = retreat(chosen, taken);
                if (nextCol < 0) {
                    break;
                }
                continue;
            }
            boolean placed = false;
            for (int col = nextCol; col < n; col++) {
                if (noConflict(taken, row, col)) {
                    taken[row][col] = true;
                    chosen.push(col);
                    placed = true;
                    nextCol = 0;
                    break;
                }
            }
            if (!placed) {
                nextCol = retreat(chosen, taken);
                if (nextCol < 0) {
                    break;
                }
            }
        }
        return results;
    }

    /** Lifts the last queen; returns the column to resume from, or -1 when nothing is left. */
    private int retreat(Deque<Integer> chosen, boolean[][] taken) {
        if (chosen.isEmpty()) {
            return -1;
        }
        int col = chosen.pop();
        taken[chosen.size()][col] = false;
        return col + 1;
    }

    private boolean noConflict(boolean[][] taken, int row, int col) {
        int n = taken.length;
        for (int up = 1; up <= row; up++) {
            if (taken[row - up][col]) {
                return false;
            }
            if (col - up >= 0 && taken[row - up][col - up]) {
                return false;
            }
            if (col + up < n && taken[row - up][col + up]) {
                return false;
            }
        }
        return true;
    }

    private List<String> draw(boolean[][] taken) {
        List<String> board = new ArrayList<>();
        for (boolean[] line : taken) {
            StringBuilder sb = new StringBuilder(line.length);
            for (boolean q : line) {
                sb.append(q ? "Q" : ".");
            }
            board.add(sb.toString());
        }
        return board;
    }
}
