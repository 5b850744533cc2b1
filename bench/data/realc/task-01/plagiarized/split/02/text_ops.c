#include "text_ops.h"

int text_length(const char *text) {
    int n = 0;

    while (text[n] != '\0') {
        n++;
    }
    return n;
}

void text_reverse(char *text) {
    int front = 0;
    int back = text_length(text) - 1;

    if (back >= 0 && text[back] == '\n') {
        back--;
    }
    while (front < back) {
        char held = text[front];
        text[front] = text[back];
        text[back] = held;
        front++;
        back--;
    }
}
