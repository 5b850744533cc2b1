#include <stdio.h>
#include "word_stats.h"

void word_stats_init(WordStats *stats) {
    int i;

    for (i = 0; i < WORD_STATS_MAX_LENGTH; i++)
        stats->counts[i] = 0;
    stats->used = 0;
    stats->peak = 0;
}

void word_stats_add(WordStats *stats, int length) {
    if (length <= 0 || length > WORD_STATS_MAX_LENGTH)
        return;
    stats->counts[length - 1]++;
    if (stats->counts[length - 1] > stats->peak)
        stats->peak = stats->counts[length - 1];
    if (length > stats->used)
        stats->used = length;
}

void word_stats_read(WordStats *stats) {
    int c;
    int length = 0;

    while ((c = getchar()) != EOF) {
        if (c == ' ' || c == '\t' || c == '\n') {
            word_stats_add(stats, length);
            length = 0;
        } else {
            length++;
        }
    }
    word_stats_add(stats, length);
}
