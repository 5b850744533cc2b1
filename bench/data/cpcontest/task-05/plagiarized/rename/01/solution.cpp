#include <bits/stdc++.h>
using namespace std;
typedef long long ll;

int cnt, matched;
ll cap;
ll kids[200005];

int main()
{
  ios::sync_with_stdio(0);
  cin.tie(0); cout.tie(0);

  cin >> cnt >> cap;
  for (int k = 0; k < cnt; k++) {cin >> kids[k];}

  sort(kids, kids + cnt);
  int lo = 0, hi = cnt - 1;
  while (lo < hi) {
    if (kids[lo] + kids[hi] > cap) {
      hi--;
    }
    if (kids[lo] + kids[hi] <= cap) {
      matched++;
      lo++;
      hi--;
    }
  }
  cout << cnt - matched;

  return 0;
}
