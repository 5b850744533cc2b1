#include <bits/stdc++.h>
using namespace std;
typedef long long ll;

int a[2000000];

int main()
{
  int n;
  scanf("%d", &n);
  for (int i = 0; i < n; i++) scanf("%d", &a[i]);

  ll counter = 0;
  for (int i = 1; i < n; i++) {
    if (a[i] < a[i - 1]) {
      counter += a[i - 1] - a[i];
      a[i] = a[i - 1];
    }
  }
  printf("%lld\n", counter);
  return 0;
}
