#include <stdio.h>

#define MAX_WORD_LENGTHS 100
#define END_MARKER '$'

/*
 * Prints a histogram of the lengths of the words in the input,
 * first with horizontal bars and then with vertical bars.
 */
int main(void) {
    int length_counts[MAX_WORD_LENGTHS];
    int longest_length_index = 0;
    int highest_count = 0;

    /* Start every counter at zero */
    int index;
    for (index = 0; index < MAX_WORD_LENGTHS; ++index) {
        length_counts[index] = 0;
    }

    /* length_counts[n - 1] holds the number of words with n characters */
    char ch;
    int current_length = 0;
    while ((ch = getchar())) {
        if (ch == ' ' || ch == '\t' || ch == '\n' || ch == EOF) {
            if (current_length > 0) {
                ++length_counts[current_length - 1];

                if (length_counts[current_length - 1] > highest_count) {
                    highest_count = length_counts[current_length - 1];
                }

                if (longest_length_index < current_length - 1) {
                    longest_length_index = current_length - 1;
                }

                current_length = 0;
            }
            if (ch == EOF) {
                break;
            }
        } else {
            ++current_length;
        }
    }

    /* Mark where the meaningful part of the array ends */
    length_counts[longest_length_index + 1] = END_MARKER;

    putchar('\n');

    int column = 0;
    int row = 0;

    /* Horizontal version: one row per word length */
    printf("Horizontal Histogram\n--------------------\n");

    while (length_counts[column] != END_MARKER) {
        printf("%3d: \t", column + 1);

        for (row = 0; row < length_counts[column]; ++row) {
            putchar('#');
        }

        putchar('\n');

        ++column;
    }

    putchar('\n');

    /* Vertical version: print from the top row down to the axis labels */
    printf("Vertical Histogram\n------------------\n");

    for (row = highest_count; row >= 0; --row) {
        column = 0;
        while (length_counts[column] != END_MARKER) {
            if (row == 0) {
                printf("%2d ", column + 1);
            } else if (length_counts[column] >= row) {
                printf("## ");
            } else {
                printf("   ");
            }

            ++column;
        }

        putchar('\n');
    }

    return 0;
}
