#include <bits/stdc++.h>
using namespace std;

using int64 = long long;

struct Input {
    int64 tolerance = 0;
    vector<int64> applicants;
    vector<int64> apartments;
};

class InputReader {
public:
    static Input read(istream &in) {
        Input input;
        size_t applicantCount = 0, apartmentCount = 0;
        in >> applicantCount >> apartmentCount >> input.tolerance;
        input.applicants = readList(in, applicantCount);
        input.apartments = readList(in, apartmentCount);
        return input;
    }

private:
    static vector<int64> readList(istream &in, size_t count) {
        vector<int64> list(count);
        for (size_t idx = 0; idx < count; ++idx) in >> list[idx];
        return list;
    }
};

class ApartmentMatcher {
public:
    explicit ApartmentMatcher(Input input) : data(std::move(input)) {
        sort(data.applicants.begin(), data.applicants.end());
        sort(data.apartments.begin(), data.apartments.end());
    }

    int64 maximumMatches() const {
        int64 total = 0;
        size_t left = 0, right = 0;
        for (; left < data.applicants.size() && right < data.apartments.size();) {
            if (fits(data.applicants[left], data.apartments[right])) {
                total++;
                left++;
                right++;
            } else if (data.applicants[left] < data.apartments[right]) {
                left++;
            } else {
                right++;
            }
        }
        return total;
    }

private:
    Input data;

    bool fits(int64 wanted, int64 size) const {
        int64 gap = wanted > size ? wanted - size : size - wanted;
        return gap <= data.tolerance;
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    ApartmentMatcher matcher(InputReader::read(cin));
    cout << matcher.maximumMatches() << "\n";
    return 0;
}
