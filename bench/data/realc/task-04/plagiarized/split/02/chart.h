#ifndef CHART_H
#define CHART_H

#include "word_stats.h"

/* One row per word length, bars made of '#'. */
void chart_horizontal(const WordStats *stats);

/* One column per word length, lengths printed under the columns. */
void chart_vertical(const WordStats *stats);

#endif
