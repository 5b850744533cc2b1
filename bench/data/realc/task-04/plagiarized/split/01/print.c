#include <stdio.h>
#include "histogram.h"

// Print horizontal histogram
void print_horizontal(int histogram[]) {
    int column_index = 0;
    int line_index = 0;

    printf("Horizontal Histogram\n--------------------\n");

    while (histogram[column_index] != '$') {
        printf("%3d: \t", column_index + 1);

        for (line_index = 0; line_index < histogram[column_index];
             ++line_index) {
            putchar('#');
        }

        putchar('\n');

        ++column_index;
    }
}

// Print a vertical histogram
void print_vertical(int histogram[], int max_word_count) {
    int column_index = 0;
    int line_index = 0;

    printf("Vertical Histogram\n------------------\n");

    for (line_index = max_word_count; line_index >= 0; --line_index) {
        column_index = 0;
        while (histogram[column_index] != '$') {
            if (line_index == 0) {
                printf("%2d ", column_index + 1);
            } else if (histogram[column_index] >= line_index) {
                printf("## ");
            } else {
                printf("   ");
            }

            ++column_index;
        }

        putchar('\n');
    }
}
