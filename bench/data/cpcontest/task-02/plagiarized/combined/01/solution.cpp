#include "bits/stdc++.h"
#pragma GCC optimize ("O3")
#pragma GCC target ("sse4")
#define ll long long
#define ull unsigned long long
#define F first
#define S second
#define PB push_back
#define POB pop_back

using namespace std;

int main(){
//	freopen("input.in", "r", stdin);
//	freopen("output.out", "w", stdout);
	ios::sync_with_stdio(0);
	cin.tie();
	
	int n;
	cin>>n;
	
	vector<ll> v(n);
	for(ll &item : v) cin>>item;
	
	ll bestEnd = 0;
	ll best = LLONG_MIN;
	int i = 0;
	while(i < n) {
		// start over here, or keep extending
		bestEnd = max(v[i], bestEnd + v[i]);
		best = max(best, bestEnd);
		i++;
	}
	cout<<best<<endl;
	return 0;
}
