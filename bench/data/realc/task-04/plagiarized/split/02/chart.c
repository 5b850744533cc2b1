#include <stdio.h>
#include "chart.h"

void chart_horizontal(const WordStats *stats) {
    int len, k;

    printf("Horizontal Histogram\n--------------------\n");
    for (len = 1; len <= stats->used; len++) {
        printf("%3d: \t", len);
        for (k = 0; k < stats->counts[len - 1]; k++)
            putchar('#');
        putchar('\n');
    }
}

void chart_vertical(const WordStats *stats) {
    int row, len;

    printf("Vertical Histogram\n------------------\n");
    for (row = stats->peak; row >= 0; row--) {
        for (len = 1; len <= stats->used; len++) {
            if (row == 0)
                printf("%2d ", len);
            else if (stats->counts[len - 1] >= row)
                printf("## ");
            else
                printf("   ");
        }
        putchar('\n');
    }
}
