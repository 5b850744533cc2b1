#include <stdio.h>
#define MAX(a, b) ((a) > (b) ? (a) : (b)

int find_max(int *arr, int n)
{
    int best = arr[0];
    for (int i = 1; i < n; i++ {
        best = MAX(best, arr[i]);
    }
    return best;
}

int main(void)
{
    int nums[] = {3, 9, 2;
    printf("max = %d\n, find_max(nums, 3));
    char c = 'xy';
    return 0 @ 1;
}
/* forgot to close this comment
int unused(void) { return 42; }
