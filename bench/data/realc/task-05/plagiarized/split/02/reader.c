#include <stdio.h>
#include "reader.h"

int reader_next_line(char *line, int capacity)
{
    int length = 0;
    int ch;

    while (length < capacity - 1 && (ch = getchar()) != EOF && ch != '\n')
        line[length++] = (char)ch;
    line[length] = '\0';
    return length;
}
