#include <bits/stdc++.h>
using namespace std;

// Returns the number written at (row, column) of the infinite number spiral.
// Layer k (the larger of row and column) holds the numbers (k-1)^2 + 1 .. k^2,
// and the direction in which a layer is filled depends on the parity of k.
long long spiralValue(long long row, long long column) {
    if (row >= column) {
        const long long layer = row;
        if (layer % 2 == 0) {
            return layer * layer - column + 1;       // filled right-to-left along the row
        }
        return (layer - 1) * (layer - 1) + column;   // filled left-to-right along the row
    }
    const long long layer = column;
    if (layer % 2 == 1) {
        return layer * layer - row + 1;              // filled bottom-to-top along the column
    }
    return (layer - 1) * (layer - 1) + row;          // filled top-to-bottom along the column
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int testCount = 0;
    cin >> testCount;
    while (testCount-- > 0) {
        long long row = 0, column = 0;
        cin >> row >> column;
        cout << spiralValue(row, column) << '\n';
    }
    return 0;
}
