#include <bits/stdc++.h>
using namespace std;

class MonotoneFixer {
public:
    explicit MonotoneFixer(vector<long long> data) : data_(std::move(data)) {}

    long long run() {
        long long cost = 0;
        for (size_t pos = 1; pos < data_.size(); ++pos) {
            cost += raise(pos);
        }
        return cost;
    }

private:
    vector<long long> data_;

    long long raise(size_t pos) {
        const long long gap = data_[pos - 1] - data_[pos];
        if (gap <= 0) return 0;
        data_[pos] = data_[pos - 1];
        return gap;
    }
};

static vector<long long> readInput(istream& in) {
    size_t n = 0;
    in >> n;
    vector<long long> data(n);
    for (auto& v : data) in >> v;
    return data;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    MonotoneFixer fixer(readInput(cin));
    cout << fixer.run() << "\n";
    return 0;
}
