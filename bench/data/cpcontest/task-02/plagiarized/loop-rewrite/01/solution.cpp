#include <iostream>
#include <string>
#include <vector>
#include <algorithm>
#include <limits>
#include <stdio.h>

#define pb push_back
#define mp make_pair
#define all(v) v.begin(), v.end()

using namespace std;

typedef long long ll;
typedef vector<ll> vi;

int main()
{
  ios::sync_with_stdio(0);
  cin.tie(0);

  ll n;
  cin >> n;
  vi arr;
  ll x;
  while ((ll)arr.size() < n && cin >> x) arr.pb(x);

  ll best_sum = numeric_limits<ll>::lowest();
  ll here = 0;
  ll i = 0;
  while (i < n) {
    ll extended = here + arr[i];
    here = extended > arr[i] ? extended : arr[i];
    if (here > best_sum) best_sum = here;
    ++i;
  }

  cout << best_sum;
}
