#include <bits/stdc++.h>
using namespace std;

class DistinctCounter {
public:
    void add(long long value) {
        if (!contains(value)) {
            remember(value);
        }
    }
    long long count() const { return unique_; }

private:
    unordered_map<long long, bool> seen_;
    long long unique_ = 0;

    bool contains(long long value) const { return seen_.find(value) != seen_.end(); }
    void remember(long long value) {
        seen_[value] = true;
        ++unique_;
    }
};

namespace io {
long long readCount(istream& in) {
    long long n = 0;
    in >> n;
    return n;
}
}  // namespace io

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    const long long n = io::readCount(cin);
    DistinctCounter counter;
    for (long long i = 0; i < n; ++i) {
        long long value;
        cin >> value;
        counter.add(value);
    }
    cout << counter.count() << '\n';
    return 0;
}
