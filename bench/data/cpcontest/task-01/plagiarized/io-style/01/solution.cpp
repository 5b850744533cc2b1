#include <cstdio>
#include <cstdlib>
#include <algorithm>

long long a[200005], b[200005];

int main()
{
    int n, m;
    long long k;
    if (scanf("%d %d %lld", &n, &m, &k) != 3) return 0;
    for (int i = 0; i < n; i++) scanf("%lld", &a[i]);
    for (int i = 0; i < m; i++) scanf("%lld", &b[i]);
    std::sort(a, a + n);
    std::sort(b, b + m);
    long long ans = 0;
    int i = 0, j = 0;
    while (i < n && j < m) {
        if (llabs(a[i] - b[j]) <= k) {
            ans++;
            i++;
            j++;
        } else if (a[i] < b[j]) {
            i++;
        } else {
            j++;
        }
    }
    printf("%lld\n", ans);
    return 0;
}
