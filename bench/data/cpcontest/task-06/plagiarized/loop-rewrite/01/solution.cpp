#include <iostream>
#include <vector>
#include <algorithm>
#include <unordered_map>
#include <stdio.h>

#define pb push_back
#define all(v) v.begin(), v.end()

using namespace std;

typedef long long ll;
typedef vector<ll> vi;

ll solve(const vi& a)
{
  ll counter = 0;
  unordered_map<ll, bool> hashmap;
  auto it = a.begin();
  while (it != a.end()) {
    if (!hashmap.count(*it)) {
      hashmap[*it] = true;
      ++counter;
    }
    ++it;
  }
  return counter;
}

int main()
{
  ios::sync_with_stdio(0);
  cin.tie(0);

  ll n;
  cin >> n;
  vi a(n);
  ll i = 0;
  while (i < n) cin >> a[i++];

  cout << solve(a);
}
