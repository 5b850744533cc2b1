#include <bits/stdc++.h>
using namespace std;

class Solution {
 public:
  vector<vector<string>> solveNQueens(int size) {
    vector<vector<string>> result;
    place(size, 0, vector<bool>(size), vector<bool>(2 * size - 1),
          vector<bool>(2 * size - 1), vector<string>(size, string(size, '.')),
          result);
    return result;
  }

 private:
  void place(int size, int row, vector<bool>&& usedCol, vector<bool>&& usedSum,
             vector<bool>&& usedDiff, vector<string>&& grid,
             vector<vector<string>>& result) {
    if (row == size) {
      result.push_back(grid);
      return;
    }

    for (int col = 0; col < size; ++col) {
      if (usedCol[col] || usedSum[row + col] || usedDiff[col - row + size - 1])
        continue;
      grid[row][col] = 'Q';
      usedCol[col] = usedSum[row + col] = usedDiff[col - row + size - 1] = true;
      place(size, row + 1, move(usedCol), move(usedSum), move(usedDiff),
            move(grid), result);
      usedCol[col] = usedSum[row + col] = usedDiff[col - row + size - 1] = false;
      grid[row][col] = '.';
    }
  }
};
