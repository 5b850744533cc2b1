#include <stdio.h>
#include "input.h"

int input_read_line(char *dest, int capacity) {
    int count = 0;
    int ch;

    while (count < capacity - 1) {
        ch = getchar();
        if (ch == EOF || ch == '\n')
            break;
        dest[count++] = (char)ch;
    }
    dest[count] = '\0';
    return count;
}
