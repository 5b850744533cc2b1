#include <bits/stdc++.h>
using namespace std;

class GondolaPlanner {
public:
    GondolaPlanner(vector<long long> weights, long long limit)
        : weights_(std::move(weights)), limit_(limit) {
        sort(weights_.begin(), weights_.end());
    }

    int gondolasNeeded() const {
        return static_cast<int>(weights_.size()) - pairedRides();
    }

private:
    vector<long long> weights_;
    long long limit_;

    bool fits(long long a, long long b) const { return weights_[a] + weights_[b] <= limit_; }

    int pairedRides() const {
        int paired = 0;
        long long left = 0;
        long long right = static_cast<long long>(weights_.size()) - 1;
        while (left < right) {
            if (!fits(left, right)) {
                --right;
            }
            if (fits(left, right)) {
                ++paired;
                ++left;
                --right;
            }
        }
        return paired;
    }
};

struct Input {
    long long limit = 0;
    vector<long long> weights;

    static Input read(istream& in) {
        Input input;
        size_t count = 0;
        in >> count >> input.limit;
        input.weights.resize(count);
        for (auto& w : input.weights) in >> w;
        return input;
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    Input input = Input::read(cin);
    GondolaPlanner planner(std::move(input.weights), input.limit);
    cout << planner.gondolasNeeded() << '\n';
    return 0;
}
