#include <bits/stdc++.h>
using namespace std;

// Counts the distinct values by remembering every value already seen.
long long countDistinct(const vector<long long>& values) {
    unordered_map<long long, bool> seen;
    seen.reserve(values.size() * 2 + 1);
    long long distinct = 0;
    for (long long value : values) {
        // A value not seen before is new: count it and remember it.
        if (seen.find(value) == seen.end()) {
            ++distinct;
            seen[value] = true;
        }
    }
    return distinct;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    long long count = 0;
    if (!(cin >> count) || count < 0) {
        return 0;
    }
    vector<long long> values(count);
    for (auto& value : values) {
        cin >> value;
    }
    cout << countDistinct(values) << '\n';
    return 0;
}
