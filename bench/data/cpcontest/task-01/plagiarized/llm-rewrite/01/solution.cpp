#include <bits/stdc++.h>
using namespace std;

// Reads `count` integers from standard input into a vector.
static vector<long long> readValues(int count) {
    vector<long long> values(count);
    for (auto &value : values) {
        cin >> value;
    }
    return values;
}

// Greedily pairs applicants with apartments whose size is within the allowed tolerance.
// Both lists are sorted, so a two-pointer sweep finds the maximum number of matches.
static long long countAssignments(vector<long long> desiredSizes,
                                  vector<long long> apartmentSizes,
                                  long long tolerance) {
    sort(desiredSizes.begin(), desiredSizes.end());
    sort(apartmentSizes.begin(), apartmentSizes.end());

    size_t applicantIndex = 0;
    size_t apartmentIndex = 0;
    long long matched = 0;

    while (applicantIndex < desiredSizes.size() && apartmentIndex < apartmentSizes.size()) {
        const long long desired = desiredSizes[applicantIndex];
        const long long available = apartmentSizes[apartmentIndex];

        if (llabs(desired - available) <= tolerance) {
            // This apartment is acceptable: assign it and move on.
            ++matched;
            ++applicantIndex;
            ++apartmentIndex;
        } else if (desired < available) {
            // Every remaining apartment is even larger, so this applicant cannot be served.
            ++applicantIndex;
        } else {
            // The apartment is too small for everyone still waiting.
            ++apartmentIndex;
        }
    }
    return matched;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int applicantCount = 0;
    int apartmentCount = 0;
    long long tolerance = 0;
    if (!(cin >> applicantCount >> apartmentCount >> tolerance)) {
        return 0;
    }

    vector<long long> desiredSizes = readValues(applicantCount);
    vector<long long> apartmentSizes = readValues(apartmentCount);

    cout << countAssignments(desiredSizes, apartmentSizes, tolerance) << '\n';
    return 0;
}
