#include <bits/stdc++.h>
using namespace std;

// Counts how many gondolas can carry two children at once.
// With the weights sorted, the lightest remaining child is tried against the
// heaviest remaining one; a heaviest child who cannot fit with the lightest
// is skipped (they will ride alone).
int countSharedGondolas(vector<long long>& weights, long long maxWeight) {
    sort(weights.begin(), weights.end());
    int shared = 0;
    int lightest = 0;
    int heaviest = static_cast<int>(weights.size()) - 1;
    while (lightest < heaviest) {
        if (weights[lightest] + weights[heaviest] > maxWeight) {
            --heaviest;
        }
        if (weights[lightest] + weights[heaviest] <= maxWeight) {
            ++shared;
            ++lightest;
            --heaviest;
        }
    }
    return shared;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int childCount = 0;
    long long maxWeight = 0;
    cin >> childCount >> maxWeight;

    vector<long long> weights(childCount);
    for (int index = 0; index < childCount; ++index) {
        cin >> weights[index];
    }

    // Every child rides once; each shared gondola saves one gondola.
    const int gondolas = childCount - countSharedGondolas(weights, maxWeight);
    cout << gondolas << '\n';
    return 0;
}
