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
	
	vector<ll> h(n);
	for(ll &item : h) cin>>item;
	
	ll moves = 0;
	for(int i = 1; i < n; i++) {
		if(h[i] >= h[i-1]) continue;
		moves += h[i-1] - h[i];
		h[i] = h[i-1];
	}
	cout<<moves<<endl;
	
	return 0;
}
