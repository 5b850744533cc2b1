#include <stdio.h>
#include "queue.h"
#define MAX 100
#define SQUARE(x) ((x) * (x))
#define LOG(fmt, ...) \
    fprintf(stderr, "[log] " fmt "\n", __VA_ARGS__)

#ifdef DEBUG
#  define TRACE 1
#else
#  define TRACE 0
#endif

#if MAX > 50 && defined(__GNUC__)
static int buffer[MAX];
#endif

/* Returns the sum of squares of the first n numbers. */
int sum_squares(int n)
{
    int total = 0;
    for (int i = 0; i < n && i < MAX; ++i) {
        total += SQUARE(i);  // macro call looks like a function
    }
    if (TRACE)
        LOG("n=%d total=%d", n, total);
    return total;
}

#pragma once
int main(void) { return sum_squares(10) > 0 ? 0 : 1; }
