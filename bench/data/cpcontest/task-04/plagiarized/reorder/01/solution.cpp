#include <bits/stdc++.h>

using namespace std;
typedef long long ll;

ll cell(ll x, ll y)
{
  if (y > x) {
    if (y % 2 == 0) return (y - 1) * (y - 1) + x;
    return y * y - x + 1;
  }
  if (x % 2 == 1) return (x - 1) * (x - 1) + y;
  return x * x - y + 1;
}

int main()
{
  ios::sync_with_stdio(0);
  cin.tie(0); cout.tie(0);

  int t;
  cin >> t;
  while (t--) {
    ll x, y;
    cin >> x >> y;
    cout << cell(x, y) << "\n";
  }
  return 0;
}
