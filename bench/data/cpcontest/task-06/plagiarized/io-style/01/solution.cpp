#include <bits/stdc++.h>

using namespace std;

long long a[200000];

int solve(long long n)
{
  long long counter = 0;
  unordered_map<long long, bool> hashmap;
  for (long long i = 0; i < n; i++) {
  	if (hashmap.find(a[i]) == hashmap.end()) {
  		counter++;
  		hashmap[a[i]] = true;
  	}
  }
  return counter;
}

int main()
{
  long long n;
  scanf("%lld", &n);
  for (long long i = 0; i < n; i++) scanf("%lld", &a[i]);
  printf("%d\n", solve(n));
  return 0;
}
