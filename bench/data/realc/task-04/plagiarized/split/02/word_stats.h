#ifndef WORD_STATS_H
#define WORD_STATS_H

#define WORD_STATS_MAX_LENGTH 100

/* Counts of word lengths read from a stream of characters. */
typedef struct {
    int counts[WORD_STATS_MAX_LENGTH]; /* counts[n - 1]: words of length n */
    int used;                          /* lengths 1..used have been seen */
    int peak;                          /* largest count */
} WordStats;

void word_stats_init(WordStats *stats);
void word_stats_add(WordStats *stats, int length);

/* Reads standard input to the end and records every word. */
void word_stats_read(WordStats *stats);

#endif
