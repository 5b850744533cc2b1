#include "folding.h"

void fold_state_init(FoldState *state, int width)
{
    state->width = width;
    state->piece_length = 0;
    state->break_at = -1;
    state->in_blanks = 0;
}

void fold_text(FoldState *state, const char *src, char *dst)
{
    int pos;

    for (pos = 0; src[pos] != '\0'; pos++) {
        dst[pos] = src[pos];
        state->piece_length++;

        if (src[pos] == ' ' || src[pos] == '\t') {
            if (!state->in_blanks)
                state->break_at = pos;
            state->in_blanks = 1;
        } else {
            state->in_blanks = 0;
        }

        if (state->piece_length >= state->width && state->break_at != -1) {
            dst[state->break_at] = '\n';
            state->piece_length = 0;
            state->break_at = -1;
        }
    }
    dst[pos] = '\0';
}
