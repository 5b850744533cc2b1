#include <stdio.h>
#include "htoi.h"

int main(void) {
    char hex[MAXLINE];

    get_line(hex, MAXLINE);

    printf("%d", htoi(hex));

    return 0;
}
