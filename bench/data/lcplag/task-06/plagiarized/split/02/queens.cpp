#include "queens.hpp"

std::vector<Layout> QueensSolver::solve(int n) {
    std::vector<Layout> out;
    Occupancy occ(n);
    Layout board(n, std::string(n, '.'));
    backtrack(0, occ, board, out);
    return out;
}

void QueensSolver::backtrack(int row, Occupancy& occ, Layout& board, std::vector<Layout>& out) {
    const int n = static_cast<int>(board.size());
    if (row == n) {
        out.push_back(board);
        return;
    }
    for (int col = 0; col < n; ++col) {
        if (!occ.isFree(row, col)) {
            continue;
        }
        board[row][col] = 'Q';
        occ.set(row, col, true);
        backtrack(row + 1, occ, board, out);
        occ.set(row, col, false);
        board[row][col] = '.';
    }
}
