#include <bits/stdc++.h>
using namespace std;

/*
 * Maximum Subarray Sum
 * Kadane's algorithm: for each position keep the best sum of a subarray that ends
 * exactly there. It either extends the best subarray ending at the previous position
 * or starts fresh at the current element.
 */
long long maximumSubarraySum(const vector<long long>& values) {
    long long bestOverall = numeric_limits<long long>::lowest();
    long long bestEndingHere = 0;
    for (long long value : values) {
        bestEndingHere = max(value, bestEndingHere + value);
        bestOverall = max(bestOverall, bestEndingHere);
    }
    return bestOverall;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    long long length;
    if (!(cin >> length) || length <= 0) {
        return 0;
    }
    vector<long long> values(length);
    for (auto& value : values) {
        cin >> value;
    }

    cout << maximumSubarraySum(values) << '\n';
    return 0;
}
