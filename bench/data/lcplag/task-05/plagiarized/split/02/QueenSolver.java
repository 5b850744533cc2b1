import java.util.List;

/** Finds every arrangement of n mutually non-attacking queens. */
public interface QueenSolver {
    List<List<String>> solveNQueens(int n);
}
