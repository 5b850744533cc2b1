#include <bits/stdc++.h>
using namespace std;

struct StickSet {
    vector<long long> lengths;

    void load(istream& in) {
        size_t count = 0;
        in >> count;
        lengths.assign(count, 0);
        for (auto& length : lengths) in >> length;
    }

    long long medianLength() {
        sort(lengths.begin(), lengths.end());
        return lengths[lengths.size() / 2];
    }

    long long distanceTo(long long target) const {
        long long sum = 0;
        for (size_t idx = 0; idx < lengths.size(); ++idx) {
            const long long value = lengths[idx];
            if (value >= target) {
                sum += value - target;
            } else {
                sum += target - value;
            }
        }
        return sum;
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    StickSet sticks;
    sticks.load(cin);
    const long long target = sticks.medianLength();
    cout << sticks.distanceTo(target) << '\n';
    return 0;
}
