#include <bits/stdc++.h>
using namespace std;

// ---------- template ----------
#define int64 long long
#define F first
#define S second
#define FAST_IO() ios::sync_with_stdio(false), cin.tie(nullptr)
#define TC() int _tc; cin >> _tc; while (_tc--)

template <class T> ostream& operator<<(ostream& os, const vector<T>& v) {
    for (size_t i = 0; i < v.size(); ++i) os << v[i] << (i + 1 < v.size() ? "\n" : "");
    return os;
}

template <class T> bool chmax(T& a, const T& b) { return a < b ? (a = b, true) : false; }
template <class T> bool chmin(T& a, const T& b) { return b < a ? (a = b, true) : false; }
// ------------------------------

class Solution {
 public:
  vector<vector<string>> solveNQueens(int n) {
    vector<vector<string>> ans;
    dfs(n, 0, vector<bool>(n), vector<bool>(2 * n - 1), vector<bool>(2 * n - 1),
        vector<string>(n, string(n, '.')), ans);
    return ans;
  }

 private:
  void dfs(int n, int i, vector<bool>&& cols, vector<bool>&& diag1,
           vector<bool>&& diag2, vector<string>&& board,
           vector<vector<string>>& ans) {
    if (i == n) {
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

int main() {
    FAST_IO();
    TC() {
        int n;
        cin >> n;
        auto boards = Solution().solveNQueens(n);
        cout << boards.size() << "\n";
        for (auto& b : boards) cout << b << "\n\n";
    }
    return 0;
}
