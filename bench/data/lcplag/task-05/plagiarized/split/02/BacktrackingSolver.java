import java.util.ArrayList;
import java.util.List;

/** Row-by-row backtracking implementation of {@link QueenSolver}. */
public class BacktrackingSolver implements QueenSolver {

    @Override
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> out = new ArrayList<>();
        fill(new Board(n), 0, out);
        return out;
    }

    private void fill(Board board, int row, List<List<String>> out) {
        if (row == board.size()) {
            out.add(board.render());
            return;
        }
        for (int col = 0; col < board.size(); col++) {
            if (!board.isSafe(row, col)) {
                continue;
            }
            board.put(row, col);
            fill(board, row + 1, out);
            board.lift(row, col);
        }
    }
}
