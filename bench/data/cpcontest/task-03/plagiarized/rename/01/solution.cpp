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
#define show1(v)                                                               \
  for (auto i : v)                                                             \
  cout << i << ' '
#define show(v)                                                                \
  show1(v);                                                                    \
  cout << '\n'
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

int cnt, total, mid;
int len_[200009];

int32_t main() {
  ios_base::sync_with_stdio(false);
  cin.tie(NULL);
  total = 0;
  cin >> cnt;
  rep(k, 0, cnt) { cin >> len_[k]; }
  sort(len_, len_ + cnt);
  mid = len_[cnt / 2];
  rep(k, 0, cnt) {
    if (len_[k] >= mid) { total += len_[k] - mid; }
    else { total += mid - len_[k]; }
  }
  cout << total;
  return 0;
}
