#include <bits/stdc++.h>
using namespace std;

class Solution {
 public:
  vector<vector<string>> solveNQueens(int n) {
    vector<vector<string>> ans;
    if (n <= 0)
      return ans;
    nodes = 0;
    dfs(n, 0, vector<bool>(n), vector<bool>(2 * n - 1), vector<bool>(2 * n - 1),
        vector<string>(n, string(n, '.')), ans);
#ifdef DEBUG_QUEENS
    cerr << "visited " << nodes << " nodes, " << ans.size() << " boards\n";
#endif
    return ans;
  }

  int totalNQueens(int n) {
    return static_cast<int>(solveNQueens(n).size());
  }

 private:
  long long nodes = 0;

  static bool validBoard(const vector<string>& board) {
    int queens = 0;
    for (const string& row : board)
      queens += count(row.begin(), row.end(), 'Q');
    return queens == static_cast<int>(board.size());
  }

  void dfs(int n, int i, vector<bool>&& cols, vector<bool>&& diag1,
           vector<bool>&& diag2, vector<string>&& board,
           vector<vector<string>>& ans) {
    ++nodes;
    if (i == n) {
      if (validBoard(board))
        ans.push_back(board);
      return;
    }

    for (int j = 0; j < n; ++j) {
      if (cols[j] || diag1[i + j] || diag2[j - i + n - 1])
        continue;
      board[i][j] = 'Q';
      cols[j] = diag1[i + j] = diag2[j - i + n - 1] = true;
      dfs(n, i + 1, move(cols), move(diag1), move(diag2), move(board), ans);
      cols[j] = diag1[i + j] = diag2[j - i + n - 1] = false;
      board[i][j] = '.';
    }
  }
};
