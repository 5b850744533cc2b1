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
	ll cap;
	cin>>n>>cap;
	
	vector<ll> w(n);
	for(ll &item : w) cin>>item;
	sort(w.begin(), w.end());
	
	int lo = 0, hi = n - 1, both = 0;
	while(lo < hi) {
		if(w[lo] + w[hi] > cap) hi--;
		if(w[lo] + w[hi] <= cap) {
			both++;
			lo++;
			hi--;
		}
	}
	cout<<n - both<<endl;
	
	return 0;
}
