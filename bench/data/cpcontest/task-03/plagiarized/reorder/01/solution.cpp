#include <bits/stdc++.h>
using namespace std;
using ll = long long;

int p[200009];
ll n;

ll cost(ll x)
{
  ll r = 0;
  for (int i = n - 1; i >= 0; i--) {
    if (p[i] < x) {r += x - p[i];}
    else {r += p[i] - x;}
  }
  return r;
}

int main()
{
  ios::sync_with_stdio(0);
  cin.tie(0); cout.tie(0);

  cin >> n;
  for (int i = 0; i < n; i++) {cin >> p[i];}
  sort(p, p+n);

  cout << cost(p[n/2]);
  return 0;
}
