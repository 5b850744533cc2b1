#include <bits/stdc++.h>
using namespace std;
using ll = long long;

int matchAll(vector<ll>& b, vector<ll>& a, ll k);

ll n, m, k;
vector<ll> a, b;

int main()
{
  ios::sync_with_stdio(0);
  cin.tie(0); cout.tie(0);

  cin >> n >> m >> k;
  a.resize(n);
  b.resize(m);
  for (ll i = 0; i < n; i++) cin >> a[i];
  for (ll i = 0; i < m; i++) cin >> b[i];

  cout << matchAll(b, a, k) << '\n';

  return 0;
}

int matchAll(vector<ll>& b, vector<ll>& a, ll k)
{
  sort(b.begin(), b.end());
  sort(a.begin(), a.end());
  int j = 0, i = 0, ans = 0;
  while (j < (int)b.size() && i < (int)a.size()) {
    if (a[i] - b[j] > k) {
      j++;
    } else if (b[j] - a[i] > k) {
      i++;
    } else {
      j++;
      i++;
      ans++;
    }
  }
  return ans;
}
