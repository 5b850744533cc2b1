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

ll countMatches(vector<ll> &want, vector<ll> &have, ll d) {
	int p = 0, q = 0;
	ll got = 0;
	for(; p < (int)want.size() && q < (int)have.size(); ) {
		ll diff = want[p] - have[q];
		if(diff < 0) diff = -diff;
		if(diff <= d) {
			got++;
			p++;
			q++;
		} else if(want[p] < have[q]) {
			p++;
		} else {
			q++;
		}
	}
	return got;
}

int main(){
//	freopen("input.in", "r", stdin);
//	freopen("output.out", "w", stdout);
	ios::sync_with_stdio(0);
	cin.tie();
	
	int n, m;
	ll d;
	cin>>n>>m>>d;
	vector<ll> want(n), have(m);
	for(ll &item : want) cin>>item;
	for(ll &item : have) cin>>item;
	sort(have.begin(), have.end());
	sort(want.begin(), want.end());
	cout<<countMatches(want, have, d)<<endl;
	
	return 0;
}
