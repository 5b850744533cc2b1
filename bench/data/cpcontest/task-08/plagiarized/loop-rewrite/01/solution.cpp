#include <bits/stdc++.h>
using namespace std;
typedef long long ll;

int main()
{
  ios::sync_with_stdio(0);
  cin.tie(0);
  ll n, x;
  cin >> n >> x;
  vector<ll> a(n);
  for (auto &v : a) cin >> v;
  map<ll, ll> m;
  ll idx = 0;
  while (idx < n) { m[a[idx]] = idx + 1; ++idx; }
  bool done = false;
  idx = 0;
  while (!done && idx < n) {
    auto it = m.find(x - a[idx]);
    if (it != m.end() && it->second != idx + 1) {
      cout << idx + 1 << " " << it->second;
      done = true;
    }
    ++idx;
  }
  if (!done) cout << "IMPOSSIBLE";
  return 0;
}
