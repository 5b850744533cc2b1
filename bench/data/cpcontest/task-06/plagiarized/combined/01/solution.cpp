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

int uniq(vector<ll> &v) {
	unordered_map<ll, bool> was;
	int cnt = 0;
	for(ll item : v) {
		if(was.find(item) != was.end()) continue;
		was[item] = true;
		cnt++;
	}
	return cnt;
}

int main(){
//	freopen("input.in", "r", stdin);
//	freopen("output.out", "w", stdout);
	ios::sync_with_stdio(0);
	cin.tie();
	
	int n;
	cin>>n;
	vector<ll> v(n);
	for(ll &item : v) cin>>item;
	cout<<uniq(v)<<endl;
	
	return 0;
}
