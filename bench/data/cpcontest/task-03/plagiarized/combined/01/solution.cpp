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
	
	vector<ll> s(n);
	for(ll &item : s) cin>>item;
	sort(s.begin(), s.end());
	
	ll mid = s[n/2];
	ll tot = 0;
	for(ll item : s) {
		if(item < mid) tot += mid - item;
		else tot += item - mid;
	}
	cout<<tot<<endl;
	
	return 0;
}
