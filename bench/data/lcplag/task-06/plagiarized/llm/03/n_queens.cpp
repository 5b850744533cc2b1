#include <bits/stdc++.h>
using namespace std;

// All solutions of the n-queens puzzle.
// Each row receives exactly one queen; the column of the queen in row r is
// kept in pos[r]. Conflicts are tested with three bit masks, and the search is
// driven by an explicit stack of (row, next column to try) frames.
class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        vector<vector<string>> out;
        if (n == 0) return out;
        vector<int> pos(n, -1);
        vector<char> colBusy(n, 0), upBusy(2 * n, 0), downBusy(2 * n, 0);
        vector<pair<int, int>> frames;  // (row, next column)
        frames.push_back({0, 0});

        while (!frames.empty()) {
            auto [r, c] = frames.back();
            frames.pop_back();
            if (pos[r] != -1) {  // coming back: take the queen of this row off the board
                int q = pos[r];
                colBusy[q] = upBusy[r + q] = downBusy[q - r + n - 1] = 0;
                pos[r] = -1;
            }
            while (c < n && (colBusy[c] || upBusy[r + c] || downBusy[c - r + n - 1])) ++c;
            if (c == n) continue;  // this row is exhausted

            pos[r] = c;
            colBusy[c] = upBusy[r + c] = downBusy[c - r + n - 1] = 1;
            frames.push_back({r, c + 1});
            if (r + 1 == n) {
                out.push_back(render(pos));
            } else {
                frames.push_back({r + 1, 0});
            }
        }
        return out;
    }

private:
    static vector<string> render(const vector<int>& pos) {
        int n = pos.size();
        vector<string> b(n, string(n, '.'));
        for (int r = 0; r < n; ++r) b[r][pos[r]] = 'Q';
        return b;
    }
};
