#include <bits/stdc++.h>
using namespace std;

namespace solution {

using Value = long long;

class RunningBest {
public:
    void push(Value element) {
        endingHere_ = std::max(element, endingHere_ + element);
        overall_ = std::max(overall_, endingHere_);
    }
    Value best() const { return overall_; }

private:
    Value endingHere_ = 0;
    Value overall_ = std::numeric_limits<Value>::lowest();
};

vector<Value> readArray(istream& in) {
    size_t length = 0;
    in >> length;
    vector<Value> data(length);
    for (size_t pos = 0; pos < length; ++pos) {
        in >> data[pos];
    }
    return data;
}

Value solve(const vector<Value>& data) {
    RunningBest tracker;
    for (size_t pos = 0; pos < data.size(); ++pos) {
        tracker.push(data[pos]);
    }
    return tracker.best();
}

}  // namespace solution

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    const auto data = solution::readArray(cin);
    cout << solution::solve(data) << endl;
    return 0;
}
