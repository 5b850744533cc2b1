/* Fold long input lines after the last blank before the fold width. */
#include <stdio.h>
#include "config.h"
#include "folding.h"
#include "reader.h"

int main(void)
{
    char line[INPUT_CAPACITY];
    char folded[INPUT_CAPACITY];
    FoldState state;
    int length;

    while ((length = reader_next_line(line, INPUT_CAPACITY)) > 0) {
        if (length <= FOLD_WIDTH) {
            printf("%s\n", line);
            continue;
        }
        fold_state_init(&state, FOLD_WIDTH);
        fold_text(&state, line, folded);
        printf("%s\n", folded);
    }
    return 0;
}
