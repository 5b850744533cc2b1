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

typedef unsigned long long ull;
typedef long long ll;
typedef pair<int, int> pi;
typedef pair<ll, ll> pl;

int main() {
    fio;
    ll n;
    cin >> n;
    vector<ll> p;
    while ((ll) p.size() < n) {
        ll v;
        cin >> v;
        p.pb(v);
    }
    sort(p.begin(), p.end());
    ll x = p[n / 2], r = 0;
    for (ll v : p) r += v >= x ? v - x : x - v;
    cout << r << edl;
    return 0;
}
