#include <bits/stdc++.h>
using namespace std;

struct Result {
    bool found = false;
    long long first = 0;
    long long second = 0;
};

class PositionIndex {
public:
    explicit PositionIndex(const vector<long long>& values) {
        for (size_t i = 0; i < values.size(); ++i) last_[values[i]] = static_cast<long long>(i) + 1;
    }
    long long lookup(long long value) const {
        auto it = last_.find(value);
        return it == last_.end() ? 0 : it->second;
    }

private:
    map<long long, long long> last_;
};

class TwoSumSolver {
public:
    TwoSumSolver(vector<long long> values, long long target)
        : values_(std::move(values)), target_(target), index_(values_) {}

    Result solve() const {
        Result result;
        for (size_t i = 0; i < values_.size() && !result.found; ++i) {
            const long long partner = index_.lookup(target_ - values_[i]);
            if (partner != 0 && partner != static_cast<long long>(i) + 1) {
                result = {true, static_cast<long long>(i) + 1, partner};
            }
        }
        return result;
    }

private:
    vector<long long> values_;
    long long target_;
    PositionIndex index_;
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    size_t n = 0;
    long long target = 0;
    cin >> n >> target;
    vector<long long> values(n);
    for (auto& v : values) cin >> v;
    const Result r = TwoSumSolver(std::move(values), target).solve();
    if (r.found) cout << r.first << " " << r.second;
    else cout << "IMPOSSIBLE";
    return 0;
}
