#include <ctype.h>
#include <stdio.h>
#include "expand.h"

void expand(char src[], char dest[]) {
    /**
     * a-z
     * a-b-c
     * a-c-h-v
     * a-c-b-v
     * 0-9
     * 1-5
     * a-zA-Z
     * 0-9a-zA-Z
     * -a-z
     * a-z-
     * -a-z-
     */
    int i, j = 0;
    for (i = 0; i < MAXLEN - 1 && j < MAXLEN - 1 && src[i] != EOF; ++i) {
        if (isalnum(src[i]) && src[i + 1] == '-' && src[i] < src[i + 2]) {
            do {
                int k;
                for (k = 0; k <= (src[i + 2] - src[i]); ++k) {
                    int temp = src[i] + k;
                    if (dest[j - 1] != temp &&
                        (isdigit(temp) || isalpha(temp))) {
                        dest[j++] = temp;
                    }
                }

                i += 2;
            } while (isalnum(src[i]) && src[i + 1] == '-' &&
                     src[i] < src[i + 2]);
        } else {
            dest[j++] = src[i];
        }
    }
    dest[j] = '\0';
}
