#include <bits/stdc++.h>
using namespace std;

struct Query {
    long long row;
    long long column;
};

class NumberSpiral {
public:
    static long long valueAt(const Query& q) {
        return q.row >= q.column ? alongRow(q.row, q.column) : alongColumn(q.row, q.column);
    }

private:
    static long long square(long long v) { return v * v; }

    static long long alongRow(long long row, long long column) {
        if (row % 2 == 0) return square(row) - column + 1;
        return square(row - 1) + column;
    }

    static long long alongColumn(long long row, long long column) {
        if (column % 2 == 1) return square(column) - row + 1;
        return square(column - 1) + row;
    }
};

static vector<Query> readQueries(istream& in) {
    size_t count = 0;
    in >> count;
    vector<Query> queries(count);
    for (auto& q : queries) in >> q.row >> q.column;
    return queries;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    const vector<Query> queries = readQueries(cin);
    string out;
    for (const Query& q : queries) {
        out += to_string(NumberSpiral::valueAt(q));
        out += '\n';
    }
    cout << out;
    return 0;
}
