#include <bits/stdc++.h>
using namespace std;

#include <vector>
#include <string>

using namespace std;

vector<vector<string>> solveNQueens(int n) {
    // To store final solutions
    vector<vector<string>> solutions;
    // Board to maintain the position of queens
    vector<string> board(n, string(n, '.'));
    // Vectors to mark the columns and diagonals
    vector<int> cols(n, 0), d1(2 * n, 0), d2(2 * n, 0);

    // Backtracking function
    function<void(int)> backtrack = [&](int row) {
        // If row is equal to n, a valid solution is found
        if (row == n) {
            solutions.push_back(board);
            return;
        }
        
        // Try placing the queen in each column on the current row
        for (int col = 0; col < n; ++col) {
            // Check if placing a queen here is safe
            if (cols[col] || d1[row - col + n] || d2[row + col]) continue;
            
            // Place the queen
            board[row][col] = 'Q';
            // Mark the column, and both diagonals
            cols[col] = d1[row - col + n] = d2[row + col] = 1;
            
            // Recurse to the next row
            backtrack(row + 1);
            
            // Backtrack: remove the queen and unmark
            board[row][col] = '.';
            cols[col] = d1[row - col + n] = d2[row + col] = 0;
        }
    };

    backtrack(0); // Start from the first row
    return solutions;
}
