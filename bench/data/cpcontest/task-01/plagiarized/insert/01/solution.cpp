#include <bits/stdc++.h>
using namespace std;
using ll = long long;

#ifdef LOCAL
#define dbg(x) cerr << #x << " = " << (x) << endl
#else
#define dbg(x)
#endif

const int MAXN = 200005;

int main() {
    ios::sync_with_stdio(0);
    cin.tie(0);
    ll n, m, k;
    cin >> n >> m >> k;
    assert(n >= 1 && m >= 1);
    vector<ll> a(n), b(m);
    ll mxA = 0, mxB = 0;
    for (ll i = 0; i < n; i++) {
        cin >> a[i];
        mxA = max(mxA, a[i]);
    }
    for (ll i = 0; i < m; i++) {
        cin >> b[i];
        mxB = max(mxB, b[i]);
    }
    dbg(mxA);
    dbg(mxB);
    sort(a.begin(), a.end());
    sort(b.begin(), b.end());
    ll ans = 0;
    ll i = 0, j = 0;
    int steps = 0;
    while (i < n && j < m) {
        steps++;
        if (abs(a[i] - b[j]) <= k) {
            ans++;
            i++;
            j++;
        } else if (a[i] < b[j]) {
            i++;
        } else {
            j++;
        }
        if (ans == min(n, m)) break;
    }
    dbg(steps);
    cout << ans << '\n';
    return 0;
}
