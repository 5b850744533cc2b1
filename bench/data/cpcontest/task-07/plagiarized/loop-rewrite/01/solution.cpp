#include <iostream>
#include <vector>
#include <algorithm>
#include <stdio.h>

#define pb push_back
#define all(v) v.begin(), v.end()

using namespace std;

typedef long long ll;
typedef vector<ll> vi;

int main()
{
  ios::sync_with_stdio(0);
  cin.tie(0);

  int n;
  cin >> n;
  vi a;
  while ((int)a.size() < n) {
    ll v;
    cin >> v;
    a.pb(v);
  }

  ll counter = 0;
  int i = 1;
  while (i < n) {
    ll need = a[i - 1] - a[i];
    counter += need > 0 ? need : 0;
    a[i] = max(a[i], a[i - 1]);
    i++;
  }

  cout << counter;
}
