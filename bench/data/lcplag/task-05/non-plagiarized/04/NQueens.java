import java.util.*;

public class NQueens {

    public List<List<String>> solveNQueens(int n) {
        List<List<String>> results = new ArrayList<>();
        Set<Integer> cols = new HashSet<>(); // To check if a column already has a queen
        Set<Integer> posDiags = new HashSet<>(); // (r + c) for positive diagonals
        Set<Integer> negDiags = new HashSet<>(); // (r - c) for negative diagonals
        char[][] board = new char[n][n]; // To store the current board configuration
        
        for (int i = 0; i < n; i++) {
            Arrays.fill(board[i], '.'); // Fill board with '.'
        }
        
        backtrack(0, cols, posDiags, negDiags, board, results, n);
        return results;
    }

    private void backtrack(int row, Set<Integer> cols, Set<Integer> posDiags, Set<Integer> negDiags,
                           char[][] board, List<List<String>> results, int n) {
        if (row == n) {
            results.add(construct(board)); // Add the constructed board to results
            return;
        }
        
        for (int col = 0; col < n; col++) {
            int posDiag = row + col;
            int negDiag = row - col;

            // Check if current position is under attack
            if (cols.contains(col) || posDiags.contains(posDiag) || negDiags.contains(negDiag)) {
                continue; // Position is not safe, move to next
            }

            // Place the queen
            cols.add(col);
            posDiags.add(posDiag);
            negDiags.add(negDiag);
            board[row][col] = 'Q';
            
            // Move to the next row
            backtrack(row + 1, cols, posDiags, negDiags, board, results, n);
            
            // Remove the queen (backtrack)
            cols.remove(col);
            posDiags.remove(posDiag);
            negDiags.remove(negDiag);
            board[row][col] = '.';
        }
    }

    private List<String> construct(char[][] board) {
        List<String> path = new ArrayList<>();
        for (char[] chars : board) {
            path.add(new String(chars)); // Convert char array to string
        }
        return path;
    }
}
