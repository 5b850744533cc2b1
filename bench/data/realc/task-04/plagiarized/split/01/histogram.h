#ifndef HISTOGRAM_H
#define HISTOGRAM_H

#define TRUE 1
#define FALSE 0

#define BUFFER 100

int count_words(int histogram[], int *max_word_count);
void print_horizontal(int histogram[]);
void print_vertical(int histogram[], int max_word_count);

#endif
