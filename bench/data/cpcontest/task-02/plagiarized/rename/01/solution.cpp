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
#include <limits>
/// ordered sets support upperbound lowerbound too
#include <map>
#include <unordered_map>
#define len(v) (int)v.size()
#define all(v) v.begin(), v.end()
#define rall(v) v.rbegin(), v.rend()
using namespace std;
#define int long long
#define pb push_back
#define rep(i, a, b) for (int i = a; i < b; i++)
#define f first
#define mk make_pair
#define in insert
#define py cout << "YES" << endl
#define pn cout << "NO" << endl
template <typename T> void chkmin(T &x, T y) {
  if (x > y)
    x = y;
}
template <typename T> void chkmax(T &x, T y) {
  if (x < y)
    x = y;
}

#ifndef ONLINE_JUDGE
#define debug(x) cout << #x << " = " << x << endl
#else
#define debug(x)
#endif


// ------------------------------------------***--------------------------------------------------

int v[200000];

int32_t main() {
  ios_base::sync_with_stdio(false);
  cin.tie(NULL);
  int len;
  cin >> len;
  rep(t, 0, len) { cin >> v[t]; }

  int res = std::numeric_limits<int>::lowest();
  int cur = 0;
  rep(t, 0, len) {
    // either start again at this element or extend the previous run
    cur = max(v[t], cur + v[t]);
    res = max(res, cur);
  }

  cout << res;
  return 0;
}
