import java.util.*;

class Solution {

    public List<List<String>> solveNQueens(int size) {
        List<List<String>> boards = new ArrayList<List<String>>();
        boolean[][] grid = new boolean[size][size];
        place(grid, 0, boards);
        return boards;
    }

    public void place(boolean[][] grid, int r, List<List<String>> boards) {
        // every row has a queen: record this layout
        if (r == grid.length) {
            ArrayList<String> layout = new ArrayList<String>();
            render(grid, layout);
            boards.add(layout);
            return;
        }
        for (int c = 0; c < grid.length; c++) {
            if (canPlace(grid, r, c)) {
                grid[r][c] = true;
                place(grid, r + 1, boards);
                grid[r][c] = false;
            }
        }
    }

    public void render(boolean[][] grid, ArrayList<String> layout) {
        for (int y = 0; y < grid.length; y++) {
            StringBuilder line = new StringBuilder();
            for (int x = 0; x < grid[0].length; x++) {
                if (grid[y][x]) {
                    line.append("Q");
                } else line.append(".");
            }
            layout.add(line.toString());
        }
    }

    public boolean canPlace(boolean[][] grid, int r, int c) {
        for (int y = 0; y < r; y++) {
            if (grid[y][c]) {
                return false;
            }
        }
        int upLeft = Math.min(r, c);
        for (int d = 1; d <= upLeft; d++) {
            if (grid[r - d][c - d]) {
                return false;
            }
        }
        int upRight = Math.min(r, grid.length - 1 - c);
        for (int d = 1; d <= upRight; d++) {
            if (grid[r - d][c + d]) return false;
        }
        return true;
    }
}
