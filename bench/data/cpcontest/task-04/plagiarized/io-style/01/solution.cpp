#include <bits/stdc++.h>

using namespace std;

#define fs first
#define sc second
#define pb push_back
#define eb emplace_back
#define edl '\n'
#define fora(i, a, b, c) for (int (i) = (a); (i) < (b); (i) += (c))
#define forae(i, a, b, c) for (int (i) = (a); (i) <= (b); (i) += (c))
#define ford(i, a, b, c) for (int (i) = (a); (i) > (b); (i) -= (c))
#define forde(i, a, b, c) for (int (i) = (a); (i) >= (b); (i) -= (c))

typedef unsigned long long ull;
typedef long long ll;
typedef pair<int, int> pi;
typedef pair<ll, ll> pl;

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        ll x, y;
        scanf("%lld %lld", &x, &y);
        if (x >= y) {
            if (x % 2 == 0) printf("%lld\n", x * x - y + 1);
            else printf("%lld\n", (x - 1) * (x - 1) + y);
        } else {
            if (y % 2 == 1) printf("%lld\n", y * y - x + 1);
            else printf("%lld\n", (y - 1) * (y - 1) + x);
        }
    }
    return 0;
}
