#include <stdio.h>
#include "histogram.h"

int main(void) {
    int histogram[BUFFER];
    int histogram_length = 0;

    int max_word_count = 0;

    // Initialize the histogram array with 0
    int i;
    for (i = 0; i < BUFFER; ++i) {
        histogram[i] = 0;
    }

    histogram_length = count_words(histogram, &max_word_count);

    // Add in the histogram array a end of useful data char
    histogram[histogram_length + 1] = '$';

    putchar('\n');
    print_horizontal(histogram);
    putchar('\n');
    print_vertical(histogram, max_word_count);

    return 0;
}
