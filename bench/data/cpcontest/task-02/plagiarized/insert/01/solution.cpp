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
#define rep(n) for (ll i = 0; i < n; i++)
#define all(v) v.begin(), v.end()

using namespace std;

typedef long long ll;

const int ten5 = 100000;

ll arr[2*ten5];
ll pre[2*ten5 + 1];

int main()
{
  ios::sync_with_stdio(0);
  cin.tie(0);

  ll n;
  cin >> n;
  assert(n > 0);
  rep(n) { cin >> arr[i]; pre[i + 1] = pre[i] + arr[i]; }

  ll best_sum = std::numeric_limits<ll>::lowest();
  ll best_till_here = 0;
  ll start = 0, bestStart = 0, bestEnd = 0;
  rep(n){
    // best if, to reset including this one, or use previous
    if (arr[i] > best_till_here + arr[i]) start = i;
    best_till_here = max(arr[i], best_till_here + arr[i]);
    if (best_till_here > best_sum) { bestStart = start; bestEnd = i; }
    best_sum = max(best_sum, best_till_here);
  }
  assert(pre[bestEnd + 1] - pre[bestStart] == best_sum);

  std::cout << best_sum;
}
