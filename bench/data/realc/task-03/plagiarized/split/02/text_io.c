#include <stdio.h>
#include "text_io.h"

int text_read_all(char *buf, int cap) {
    int n = 0;
    int ch;

    while (n < cap - 1 && (ch = getchar()) != EOF)
        buf[n++] = (char)ch;
    buf[n] = '\0';
    return n;
}

void text_print(const char *buf) {
    printf("%s", buf);
}
