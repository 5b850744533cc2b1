#include <algorithm>
#include <bitset>
#include <deque>
#include <iostream>
#include <queue>
#include <set>
#include <stack>
#include <stdlib.h>
#include <unordered_set>
#include <vector>
#include <map>
#include <unordered_map>
#define len(v) (int)v.size()
#define all(v) v.begin(), v.end()
#define rall(v) v.rbegin(), v.rend()
using namespace std;
#define int long long
#define pb push_back
#define rep(i, a, b) for (int i = a; i < b; i++)

int countPairs(vector<int> &c, int x) {
  int pairs = 0;
  int j = len(c) - 1, i = 0;
  while (i < j) {
    if (c[i] + c[j] > x) {
      j--;
    }
    if (c[i] + c[j] <= x) {
      j--;
      i++;
      pairs++;
    }
  }
  return pairs;
}

#ifndef ONLINE_JUDGE
#define debug(x) cout << #x << " = " << x << endl
#else
#define debug(x)
#endif

int32_t main() {
  ios_base::sync_with_stdio(false);
  cin.tie(NULL);
  int n, x;
  cin >> n >> x;
  vector<int> c(n);
  rep(i, 0, n) cin >> c[i];
  sort(all(c));
  int p = countPairs(c, x);
  cout << n - p << '\n';
  return 0;
}
