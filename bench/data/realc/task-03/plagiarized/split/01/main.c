#include <stdio.h>
#include "expand.h"

int main(void) {
    char str[MAXLEN];
    char expanded_str[MAXLEN];

    get_str(str, MAXLEN);
    expand(str, expanded_str);
    printf("%s", expanded_str);

    return 0;
}
