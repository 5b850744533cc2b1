#include <bits/stdc++.h>
using namespace std;

#define fio ios::sync_with_stdio(0); cin.tie(0); cout.tie(0)
#define edl '\n'
typedef long long ll;

int main() {
    fio;
    int n;
    ll x;
    cin >> n >> x;
    vector<ll> child(n);
    for (auto &c : child) cin >> c;
    sort(child.begin(), child.end());
    int pairs = 0;
    for (int i = 0, j = n - 1; i < j;) {
        ll s = child[i] + child[j];
        if (s > x) {
            --j;
            s = child[i] + child[j];
        }
        if (s <= x) {
            ++pairs;
            ++i;
            --j;
        }
    }
    cout << n - pairs << edl;
    return 0;
}
