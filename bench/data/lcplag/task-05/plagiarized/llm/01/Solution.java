import java.util.ArrayList;
import java.util.List;

/**
 * N-Queens: returns every placement of n non-attacking queens on an n x n board.
 */
class Solution {

    public List<List<String>> solveNQueens(int n) {
        List<List<String>> solutions = new ArrayList<>();
        boolean[][] grid = new boolean[n][n];
        placeRow(grid, 0, solutions);
        return solutions;
    }

    /** Tries every column of {@code row}; recurses to the next row after each safe placement. */
    private void placeRow(boolean[][] grid, int row, List<List<String>> solutions) {
        if (row == grid.length) {
            solutions.add(toStrings(grid));
            return;
        }
        for (int col = 0; col < grid.length; col++) {
            if (!isUnderAttack(grid, row, col)) {
                grid[row][col] = true;
                placeRow(grid, row + 1, solutions);
                grid[row][col] = false;
            }
        }
    }

    /** Converts the boolean grid to the "..Q." row strings the judge expects. */
    private List<String> toStrings(boolean[][] grid) {
        List<String> rows = new ArrayList<>();
        for (boolean[] line : grid) {
            StringBuilder sb = new StringBuilder();
            for (boolean cell : line) {
                sb.append(cell ? 'Q' : '.');
            }
            rows.add(sb.toString());
        }
        return rows;
    }

    /** Only rows above {@code row} are filled, so only look upwards. */
    private boolean isUnderAttack(boolean[][] grid, int row, int col) {
        for (int r = 0; r < row; r++) {
            if (grid[r][col]) {
                return true;
            }
        }
        int stepsLeft = Math.min(row, col);
        for (int k = 1; k <= stepsLeft; k++) {
            if (grid[row - k][col - k]) {
                return true;
            }
        }
        int stepsRight = Math.min(row, grid.length - 1 - col);
        for (int k = 1; k <= stepsRight; k++) {
            if (grid[row - k][col + k]) {
                return true;
            }
        }
        return false;
    }
}
