import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Solution {
    private static final char QUEEN = 'Q';
    private static final char EMPTY = '.';

    private int size;
    private boolean[][] occupied;
    private List<List<String>> found;

    public List<List<String>> solveNQueens(int n) {
        if (n < 1) {
            return Collections.emptyList();
        }
        size = n;
        occupied = new boolean[n][n];
        found = new ArrayList<>();
        search(0);
        return found;
    }

    private void search(int row) {
        if (row >= size) {
            found.add(snapshot());
            return;
        }
        int col = 0;
        while (col < size) {
            if (safe(row, col)) {
                occupied[row][col] = true;
                search(row + 1);
                occupied[row][col] = false;
            }
            col++;
        }
    }

    private boolean safe(int row, int col) {
        // column above
        int r = row - 1;
        while (r >= 0) {
            if (occupied[r][col]) {
                return false;
            }
            r--;
        }
        // diagonal going up-left
        int limit = Math.min(row, col);
        for (int d = limit; d >= 1; d--) {
            if (occupied[row - d][col - d]) {
                return false;
            }
        }
        // diagonal going up-right
        limit = Math.min(row, size - 1 - col);
        for (int d = limit; d >= 1; d--) {
            if (occupied[row - d][col + d]) {
                return false;
            }
        }
        return true;
    }

    private List<String> snapshot() {
        List<String> picture = new ArrayList<>(size);
        for (int r = 0; r < size; r++) {
            char[] line = new char[size];
            for (int c = 0; c < size; c++) {
                line[c] = occupied[r][c] ? QUEEN : EMPTY;
            }
            picture.add(new String(line));
        }
        return picture;
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        List<List<String>> boards = new Solution().solveNQueens(n);
        System.out.println(boards.size() + " solution(s) for n = " + n);
        for (List<String> board : boards) {
            board.forEach(System.out::println);
            System.out.println();
        }
    }
}
