#include "reverse.h"

int length(char line[]) {
    int i;

    for (i = 0; line[i] != '\0'; ++i)
        ;

    return i;
}

void reverse(char line[]) {
    int i_front = 0;
    int i_back = length(line);
    char temp;

    if (line[i_back - 1] == '\n') {
        i_back -= 2;
    } else {
        i_back -= 1;
    }

    while (i_back > i_front) {
        temp = line[i_front];
        line[i_front] = line[i_back];
        line[i_back] = temp;

        ++i_front;
        --i_back;
    }
}
