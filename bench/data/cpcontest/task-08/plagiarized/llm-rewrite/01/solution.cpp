#include <bits/stdc++.h>
using namespace std;

// Finds two different positions whose values add up to the target.
// Every value is mapped to the last (1-based) position where it occurs; then,
// for each position, the complement is looked up in the map.
pair<long long, long long> findPair(const vector<long long>& values, long long target) {
    map<long long, long long> lastPosition;
    for (size_t index = 0; index < values.size(); ++index) {
        lastPosition[values[index]] = static_cast<long long>(index) + 1;
    }
    for (size_t index = 0; index < values.size(); ++index) {
        const long long position = static_cast<long long>(index) + 1;
        const auto match = lastPosition.find(target - values[index]);
        if (match != lastPosition.end() && match->second != position) {
            return {position, match->second};
        }
    }
    return {-1, -1};  // no valid pair exists
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    long long count = 0, target = 0;
    cin >> count >> target;
    vector<long long> values(count);
    for (auto& value : values) {
        cin >> value;
    }

    const auto answer = findPair(values, target);
    if (answer.first == -1) {
        cout << "IMPOSSIBLE";
    } else {
        cout << answer.first << " " << answer.second;
    }
    return 0;
}
