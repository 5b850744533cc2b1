/* Histogram of the lengths of the words in the input. */
#include <stdio.h>
#include "chart.h"
#include "word_stats.h"

int main(void) {
    WordStats stats;

    word_stats_init(&stats);
    word_stats_read(&stats);

    putchar('\n');
    chart_horizontal(&stats);
    putchar('\n');
    chart_vertical(&stats);
    return 0;
}
