#include <iostream>
#include <string>
#include <vector>

using Board = std::vector<std::string>;

// Keeps the search state of one N-Queens run in a single object instead of
// passing it down every call.
class QueenSearch {
public:
    explicit QueenSearch(int n)
        : n_(n), cols_(n), sums_(2 * n - 1), diffs_(2 * n - 1), board_(n, std::string(n, '.')) {}

    std::vector<Board> run() {
        results_.clear();
        step(0);
        return results_;
    }

private:
    int n_;
    std::vector<bool> cols_, sums_, diffs_;
    Board board_;
    std::vector<Board> results_;

    bool blocked(int r, int c) const {
        return cols_[c] || sums_[r + c] || diffs_[c - r + n_ - 1];
    }

    void mark(int r, int c, bool on) {
        cols_[c] = on;
        sums_[r + c] = on;
        diffs_[c - r + n_ - 1] = on;
        board_[r][c] = on ? 'Q' : '.';
    }

    void step(int r) {
        if (r == n_) {
            results_.push_back(board_);
            return;
        }
        for (int c = n_ - 1; c >= 0; --c) {
            if (blocked(r, c)) continue;
            mark(r, c, true);
            step(r + 1);
            mark(r, c, false);
        }
    }
};

class Solution {
public:
    std::vector<Board> solveNQueens(int n) {
        if (n <= 0) return {};
        std::vector<Board> found = QueenSearch(n).run();
        // the search walks columns right-to-left; restore the usual order
        return std::vector<Board>(found.rbegin(), found.rend());
    }
};

int main() {
    int n = 0;
    std::cout << "n = ";
    if (!(std::cin >> n)) return 1;
    auto boards = Solution().solveNQueens(n);
    std::cout << boards.size() << " solutions\n";
    for (const Board& b : boards) {
        for (const std::string& row : b) std::cout << row << '\n';
        std::cout << '\n';
    }
    return 0;
}
