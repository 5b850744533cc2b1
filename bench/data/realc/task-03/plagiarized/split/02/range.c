#include <ctype.h>
#include "range.h"

int range_starts_at(const char *src, int pos) {
    return isalnum((unsigned char)src[pos]) && src[pos + 1] == '-' &&
           src[pos] < src[pos + 2];
}

int range_append(const char *src, int pos, char *dest, int used) {
    int offset;

    for (offset = 0; offset <= src[pos + 2] - src[pos]; offset++) {
        int ch = src[pos] + offset;
        if (used > 0 && dest[used - 1] == ch)
            continue; /* shared end of a chained range */
        if (isdigit(ch) || isalpha(ch))
            dest[used++] = (char)ch;
    }
    return used;
}

void range_expand(const char *src, char *dest, int cap) {
    int i;
    int j = 0;

    for (i = 0; i < cap - 1 && j < cap - 1 && src[i] != '\0'; i++) {
        if (range_starts_at(src, i)) {
            do {
                j = range_append(src, i, dest, j);
                i += 2;
            } while (range_starts_at(src, i));
        } else {
            dest[j++] = src[i];
        }
    }
    dest[j] = '\0';
}
