#include <bits/stdc++.h>

using namespace std;

#define fs first
#define fio ios::sync_with_stdio(0); cin.tie(0); cout.tie(0)
#define sc second
#define pb push_back
#define eb emplace_back
#define edl '\n'
#define pf push_front
#define ppb pop_back()
#define fr front()
#define bk back()
#define sbf setbuf(stdout, 0)
#define ppf pop_front()
#define tp top()
#define ps push
#define pp pop()
#define fls fflush(stdout)
#define qu queue
#define st stack
#define pq priority_queue
#define fora(i, a, b, c) for (int i = (a); i < (b); i += (c))
#define forae(i, a, b, c) for (int i = (a); i <= (b); i += (c))
#define ford(i, a, b, c) for (int i = (a); i > (b); i -= (c))
#define forde(i, a, b, c) for (int i = (a); i >= (b); i -= (c))
#define foral(i, a, b, c) for (long long i = (a); i < (b); i += (c))
#define forael(i, a, b, c) for (long long i = (a); i <= (b); i += (c))
#define fordl(i, a, b, c) for (long long i = (a); i > (b); i -= (c))
#define fordel(i, a, b, c) for (long long i = (a); i >= (b); i -= (c))

typedef unsigned long long ull;
typedef long long ll;
typedef pair<int, int> pi;
typedef pair<int, ll> pil;
typedef pair<ll, ll> pl;
typedef pair<ull, ull> pull;
typedef pair<int, pi> pii;
typedef pair<ll, pl> pll;
typedef pair<pi, pi> ppi;
typedef pair<char, int> pci;

int main() {
    fio;
    int n, pairs = 0, singles = 0;
    array<ll, (int)(2e5+5)> child{};
    ll x, heaviest = 0;
    cin >> n >> x;
    fora(i,0,n,1) {
        cin >> child[i];
        heaviest = max(heaviest, child[i]);
    }
    if (n == 1) {
        cout << 1 << edl;
        return 0;
    }
    sort(child.begin(), child.begin() + n);
    int i = 0, j = n - 1;
    while (i < j) {
        if (child[i] + child[j] > x) {
            j--;
            singles++;
        }
        if (child[i] + child[j] <= x) {
            pairs++;
            i++;
            j--;
        }
    }
    assert(heaviest <= x);
    cout << n - pairs << edl;
    return 0;
}