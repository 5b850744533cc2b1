#include <string>
#include <vector>

// N-Queens via backtracking. Occupancy of columns and of both diagonal
// directions is tracked in boolean arrays so each check is O(1):
//   anti-diagonal index = row + col          (0 .. 2n-2)
//   main-diagonal index = col - row + n - 1  (0 .. 2n-2)
class Solution {
public:
    std::vector<std::vector<std::string>> solveNQueens(int n) {
        std::vector<std::vector<std::string>> boards;
        std::vector<bool> colUsed(n, false);
        std::vector<bool> antiUsed(2 * n - 1, false);
        std::vector<bool> mainUsed(2 * n - 1, false);
        std::vector<std::string> board(n, std::string(n, '.'));
        placeQueen(n, 0, colUsed, antiUsed, mainUsed, board, boards);
        return boards;
    }

private:
    void placeQueen(int n, int row, std::vector<bool>& colUsed, std::vector<bool>& antiUsed,
                    std::vector<bool>& mainUsed, std::vector<std::string>& board,
                    std::vector<std::vector<std::string>>& boards) {
        if (row == n) {
            boards.push_back(board);
            return;
        }
        for (int col = 0; col < n; ++col) {
            const int anti = row + col;
            const int diag = col - row + n - 1;
            if (colUsed[col] || antiUsed[anti] || mainUsed[diag]) {
                continue;
            }
            board[row][col] = 'Q';
            colUsed[col] = antiUsed[anti] = mainUsed[diag] = true;
            placeQueen(n, row + 1, colUsed, antiUsed, mainUsed, board, boards);
            colUsed[col] = antiUsed[anti] = mainUsed[diag] = false;
            board[row][col] = '.';
        }
    }
};
