#include <bits/stdc++.h>

using namespace std;

#define fs first
#define fio ios::sync_with_stdio(0); cin.tie(0); cout.tie(0)
#define sc second
#define pb push_back
#define eb emplace_back
#define edl '\n'
#define fora(i, a, b, c) for (int i = (a); i < (b); i += (c))
#define forae(i, a, b, c) for (int i = (a); i <= (b); i += (c))
#define ford(i, a, b, c) for (int i = (a); i > (b); i -= (c))
#define forde(i, a, b, c) for (int i = (a); i >= (b); i -= (c))

typedef unsigned long long ull;
typedef long long ll;
typedef pair<int, int> pi;
typedef pair<ll, ll> pl;

int main() {
    fio;
    int n, m;
    ll k;
    cin >> n >> m >> k;
    vector<ll> a, b;
    a.reserve(n);
    b.reserve(m);
    for (ll v; (int) a.size() < n && cin >> v;) a.pb(v);
    for (ll v; (int) b.size() < m && cin >> v;) b.pb(v);
    sort(a.begin(), a.end());
    sort(b.begin(), b.end());
    int ans = 0;
    for (int i = 0, j = 0; i < n && j < m;) {
        ll d = a[i] - b[j];
        if (d < 0) d = -d;
        if (d <= k) {
            ++ans;
            ++i, ++j;
            continue;
        }
        if (a[i] < b[j]) ++i;
        else ++j;
    }
    cout << ans << edl;
    return 0;
}
