#include <bits/stdc++.h>
#include <array>

using namespace std;

#define int long long
#define ar array
#define all(x) x.begin(),x.end()

const int INF = 1e17 , MOD = 1e9 + 7;

int mul(int a,int b,int mod = MOD)
{
    return a * 1LL * b % mod;
}
int sum(int a,int b,int mod = MOD)
{
    return (a + b + mod) % mod;
}
int queries = 0;
void solve()
{
    int x, y;
    cin >> x >> y;
    queries++;
    assert(x >= 1 && y >= 1);
    if (x == 1 && y == 1)
    {
        cout << 1 << endl;
        return;
    }
    int layer = max(x, y);
    if(x >= y)
    {
        if(x % 2 == 0)
        {
            cout << x * x - y + 1 << endl;
        }
        else
        {
            cout << (x - 1) * (x - 1) + y << endl;
        }
    }
    else
    {
        if(y % 2 == 1)
        {
            cout << y * y - x + 1 << endl;
        }
        else
        {
            cout << (y - 1) * (y - 1) + x << endl;
        }
    }
    if (layer > INF) cerr << "overflow" << endl;
}
int32_t main()
{
    ios_base::sync_with_stdio(false);
    cin.tie(NULL);

    int tt;
    tt=1; 
    cin >> tt;
    while(tt--) solve();
    cerr << "queries: " << queries << "\n";
    cerr << "Time elapsed: " << 1.0 * clock() / CLOCKS_PER_SEC << " s.\n";
}
