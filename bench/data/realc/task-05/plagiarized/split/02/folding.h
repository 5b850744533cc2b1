#ifndef FOLDING_H
#define FOLDING_H

typedef struct {
    int width;          /* fold once a piece reaches this length */
    int piece_length;   /* characters since the last fold */
    int break_at;       /* start of the latest run of blanks, or -1 */
    int in_blanks;      /* inside a run of blanks */
} FoldState;

void fold_state_init(FoldState *state, int width);

/* Copies src into dst, turning chosen blanks into newlines. */
void fold_text(FoldState *state, const char *src, char *dst);

#endif
