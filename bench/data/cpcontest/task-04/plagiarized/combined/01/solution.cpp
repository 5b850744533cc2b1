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

ll at(ll r, ll c) {
	if(c > r) {
		if(c & 1) return c * c - r + 1;
		return (c - 1) * (c - 1) + r;
	}
	if(r & 1) return (r - 1) * (r - 1) + c;
	return r * r - c + 1;
}

int main(){
//	freopen("input.in", "r", stdin);
//	freopen("output.out", "w", stdout);
	ios::sync_with_stdio(0);
	cin.tie();
	
	int t;
	cin>>t;
	for(int q = 0; q < t; q++) {
		ll r, c;
		cin>>r>>c;
		cout<<at(r, c)<<endl;
	}
	
	return 0;
}
