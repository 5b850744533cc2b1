#include <bits/stdc++.h>
using namespace std;
using ll = long long;

ll arr[200007];

int main()
{
  ll n;
  scanf("%lld", &n);
  for (ll i = 0; i < n; i++) { scanf("%lld", &arr[i]); }

  ll best_sum = LLONG_MIN;
  ll best_till_here = 0;
  for (ll i = 0; i < n; i++) {
    // best if, to reset including this one, or use previous
    best_till_here = max(arr[i], best_till_here + arr[i]);
    best_sum = max(best_sum, best_till_here);
  }

  printf("%lld\n", best_sum);
  return 0;
}
