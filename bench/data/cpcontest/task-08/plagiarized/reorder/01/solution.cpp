#include <bits/stdc++.h>
using namespace std;

long long a[200003];
map <long long, long long> m;
long long n, x;

int findPartner(int i)
{
  long long want = x - a[i];
  if (m[want] == 0 || m[want] == i + 1) return -1;
  return m[want];
}

int main()
{
  ios::sync_with_stdio(0);
  cin.tie(0); cout.tie(0);
  cin >> n >> x;
  for (int i = 0; i < n; i++) {cin >> a[i];}
  for (int i = 0; i < n; i++) m[a[i]] = i + 1;

  for (int i = 0; i < n; i++) {
    int j = findPartner(i);
    if (j != -1) { cout << i + 1 << " " << j; return 0; }
  }
  cout << "IMPOSSIBLE";
  return 0;
}
