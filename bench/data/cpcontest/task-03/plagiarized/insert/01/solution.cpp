#include <bits/stdc++.h>
using namespace std;
using ll = long long;

ll n, r, x;
int p[200009];
ll lo = LLONG_MAX, hi = LLONG_MIN;

int main()
{
  ios::sync_with_stdio(0);
  cin.tie(0); cout.tie(0);
  
  r = 0;
  cin >> n;
  for (int i = 0; i < n; i++) {
    cin >> p[i];
    lo = min(lo, (ll)p[i]);
    hi = max(hi, (ll)p[i]);
  }
  if (lo == hi) { cout << 0; return 0; }
  
  sort(p, p+n);
  x = p[n/2];
  assert(x >= lo && x <= hi);
  
  for (int i = 0; i < n; i++) {
  	if (p[i] >= x) {r+=p[i]-x;}
  	else {r+=x-p[i];}
  }
  cout << r;
  
  return 0;
}
