#include <bits/stdc++.h>
 
using namespace std;
#define elif else if
 
long long n, x, r, l;
map <long long, long long> m;
long long a[200003]; 
long long lookups = 0;
int main()
{
  ios::sync_with_stdio(0);
  cin.tie(0); cout.tie(0);
  cin >> n >> x;
  if (n < 2) { cout << "IMPOSSIBLE"; return 0; }
  for(long i=0; i<n; i++){cin >> a[i];}
  for (int i = 0; i < n; i++) m[a[i]]=i+1;
  assert((long long)m.size() <= n);
 
 for (int i = 0; i < n+1; i++) {
  if(i==n){cout << "IMPOSSIBLE"; break;} 
  lookups++;
  if (x - a[i] < 1) continue;

  if(m[x-a[i]] != i+1 && m[x-a[i]] != 0) { cout << i+1 << " " << m[x-a[i]]; break;}

}
 
  return 0;
}
