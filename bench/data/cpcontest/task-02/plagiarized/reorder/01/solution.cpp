#include <bits/stdc++.h>
#include <array>

using namespace std;

#define int long long
#define ar array
#define all(x) x.begin(),x.end()

const int INF = 1e17 , MOD = 1e9 + 7;

int arr[200000];
int n;

void solve();

int32_t main()
{
    ios_base::sync_with_stdio(false);
    cin.tie(NULL);

    int tt;
    tt=1; 
  
    while(tt--) solve();
}

int best(int till, int x)
{
    return max(x, till + x);
}

void solve()
{
    int best_till_here = 0;
    int best_sum = -INF;
    cin >> n;
    for (int i = 0; i < n; i++) cin >> arr[i];
    for (int i = 0; i < n; i++)
    {
        best_till_here = best(best_till_here, arr[i]);
        best_sum = max(best_till_here, best_sum);
    }
    cout << best_sum << endl;
}

int mul(int a,int b,int mod = MOD)
{
    return a * 1LL * b % mod;
}
int sum(int a,int b,int mod = MOD)
{
    return (a + b + mod) % mod;
}
