#include <bits/stdc++.h>
using namespace std;

// Minimum total increments so the array becomes non-decreasing:
// whenever an element is smaller than the one before it, raise it to match
// and pay the difference.
long long minimumMoves(vector<long long>& values) {
    long long totalMoves = 0;
    for (size_t index = 1; index < values.size(); ++index) {
        if (values[index] < values[index - 1]) {
            totalMoves += values[index - 1] - values[index];
            values[index] = values[index - 1];
        }
    }
    return totalMoves;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int length = 0;
    if (!(cin >> length) || length <= 0) {
        cout << 0 << '\n';
        return 0;
    }
    vector<long long> values(length);
    for (auto& value : values) {
        cin >> value;
    }
    cout << minimumMoves(values) << '\n';
    return 0;
}
