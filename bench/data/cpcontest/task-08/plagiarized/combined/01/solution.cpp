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
	ll x;
	cin>>n>>x;
	
	vector<ll> v(n);
	map<ll, ll> pos;
	for(ll &item : v) cin>>item;
	for(int i = 0; i < n; i++) pos[v[i]] = i + 1;
	
	for(int i = 0; i < n; i++) {
		ll j = pos[x - v[i]];
		if(j != 0 && j != i + 1) {
			cout<<i + 1<<" "<<j<<endl;
			return 0;
		}
	}
	cout<<"IMPOSSIBLE"<<endl;
	
	return 0;
}
