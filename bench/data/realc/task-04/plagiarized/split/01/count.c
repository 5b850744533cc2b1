#include <stdio.h>
#include "histogram.h"

// Count the words length and store in histogram array at the
// specific index; returns the last index in use
int count_words(int histogram[], int *max_word_count) {
    int histogram_length = 0;

    char c;
    int word_count_index = 0;
    while ((c = getchar())) {
        if (c == ' ' || c == '\t' || c == '\n' || c == EOF) {
            if (word_count_index > 0) {
                ++histogram[word_count_index - 1];

                if (histogram[word_count_index - 1] > *max_word_count) {
                    *max_word_count = histogram[word_count_index - 1];
                }

                if (histogram_length < word_count_index - 1) {
                    histogram_length = word_count_index - 1;
                }

                word_count_index = 0;
            }
            if (c == EOF) {
                break;
            }
        } else {
            ++word_count_index;
        }
    }

    return histogram_length;
}
