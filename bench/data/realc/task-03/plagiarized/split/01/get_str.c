#include <stdio.h>
#include "expand.h"

int get_str(char str[], int limit) {
    int c, i = 0;

    while (i < limit - 1 && (c = getchar()) != EOF) {
        str[i++] = c;
    }
    str[i] = '\0';

    return i;
}
