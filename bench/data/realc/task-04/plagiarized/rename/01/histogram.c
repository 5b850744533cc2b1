#include <stdio.h>

#define YES 1
#define NO 0

#define SLOTS 100

int main(void) {
    int counts[SLOTS];
    int used = 0;

    int tallest = 0;

    // zero every counter
    int k;
    for (k = 0; k < SLOTS; ++k) {
        counts[k] = 0;
    }

    // for every word, bump the counter of its length
    char ch;
    int len = 0;
    while ((ch = getchar())) {
        if (ch == ' ' || ch == '\t' || ch == '\n' || ch == EOF) {
            if (len > 0) {
                ++counts[len - 1];

                if (counts[len - 1] > tallest) {
                    tallest = counts[len - 1];
                }

                if (used < len - 1) {
                    used = len - 1;
                }

                len = 0;
            }
            if (ch == EOF) {
                break;
            }
        } else {
            ++len;
        }
    }

    // sentinel after the last used slot
    counts[used + 1] = '$';

    putchar('\n');

    int col = 0;
    int row = 0;

    // bars drawn left to right
    printf("Horizontal Histogram\n--------------------\n");

    while (counts[col] != '$') {
        printf("%3d: \t", col + 1);

        for (row = 0; row < counts[col];
             ++row) {
            putchar('#');
        }

        putchar('\n');

        ++col;
    }

    putchar('\n');

    // bars drawn bottom to top
    printf("Vertical Histogram\n------------------\n");

    for (row = tallest; row >= 0; --row) {
        col = 0;
        while (counts[col] != '$') {
            if (row == 0) {
                printf("%2d ", col + 1);
            } else if (counts[col] >= row) {
                printf("## ");
            } else {
                printf("   ");
            }

            ++col;
        }

        putchar('\n');
    }

    return 0;
}
