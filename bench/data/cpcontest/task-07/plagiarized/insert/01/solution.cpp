#include <iostream>
#include <string>
#include <vector>
#include <algorithm>
#include <sstream>
#include <queue>
#include <deque>
#include <bitset>
#include <iterator>
#include <list>
#include <stack>
#include <map>
#include <set>
#include <functional>
#include <numeric>
#include <utility>
#include <limits>
#include <time.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <assert.h>

#define pb push_back
#define mp make_pair
#define fr first
#define sc second
#define clr(a) memset(a, 0, sizeof(a))
#define sz(x) x.size()
#define rep(n) for (ll i = 0; i < n; i++)
#define repc(i, n) for (ll i = 0; i < n; i++)
#define FOR(i, x, y) for (int i = x; i < y; i++)
#define DEC(i, x, y) for (int i = x; i >= y; i--)
#define all(v) v.begin(), v.end()
#define min3(a, b, c) min(a, min(b, c))
#define max3(a, b, c) max(a, max(b, c))
#define alla(a, n) a, a + n

using namespace std;

typedef long long ll;
typedef unsigned long long ull;
typedef pair<ll, ll> ii;
typedef vector<ll> vi;
typedef vector<ii> vii;

const int inf = 1e9 + 7;
const int ten5 = 100000;
const int ten6 = 1000000;

int a[2 * ten6];
ll raised = 0;

int main()
{

  ios::sync_with_stdio(0);
  cin.tie(0);

  int n;
  cin >> n;
  assert(n >= 1);

  rep(n)
  {
    cin >> a[i];
  }
  if (n == 1) { cout << 0; return 0; }

  ll counter = 0;
  int biggest = a[0];
  FOR(i, 1, n)
  {
    biggest = max(biggest, a[i]);
    if (a[i] < a[i - 1])
    {
      counter += a[i - 1] - a[i];
      a[i] = a[i - 1];
      raised++;
    }
  }
  assert(a[n - 1] == biggest);

  cout << counter;
}

