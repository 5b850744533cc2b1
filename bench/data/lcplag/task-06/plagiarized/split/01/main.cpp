#include <iostream>

#include "solution.h"

int main() {
  Solution s;
  vector<vector<string>> boards = s.solveNQueens(4);
  for (const auto& board : boards) {
    for (const auto& row : board) cout << row << '\n';
    cout << '\n';
  }
  return 0;
}
