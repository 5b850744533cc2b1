#include <bits/stdc++.h>
#include <array>

using namespace std;

#define int long long
#define all(x) x.begin(),x.end()

const int INF = 1e17 , MOD = 1e9 + 7;

int32_t main()
{
    ios_base::sync_with_stdio(false);
    cin.tie(NULL);

    int tt;
    cin >> tt;
    for (int q = 0; q < tt; q++)
    {
        int x, y;
        cin >> x >> y;
        int big = x >= y ? x : y;
        int other = x >= y ? y : x;
        bool fromEnd = (x >= y) ? (big % 2 == 0) : (big % 2 == 1);
        int ans = fromEnd ? big * big - other + 1 : (big - 1) * (big - 1) + other;
        cout << ans << endl;
    }
}
