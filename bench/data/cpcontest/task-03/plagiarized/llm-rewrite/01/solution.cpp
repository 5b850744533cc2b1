#include <bits/stdc++.h>
using namespace std;

// Total cost of changing every stick to `target`: the sum of absolute differences.
long long totalAdjustmentCost(const vector<long long>& lengths, long long target) {
    long long cost = 0;
    for (long long length : lengths) {
        cost += (length >= target) ? (length - target) : (target - length);
    }
    return cost;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int stickCount;
    cin >> stickCount;
    if (stickCount <= 0) {
        cout << 0 << '\n';
        return 0;
    }

    vector<long long> lengths(stickCount);
    for (int index = 0; index < stickCount; ++index) {
        cin >> lengths[index];
    }

    // The median minimises the sum of absolute deviations.
    sort(lengths.begin(), lengths.end());
    const long long median = lengths[stickCount / 2];

    cout << totalAdjustmentCost(lengths, median) << '\n';
    return 0;
}
