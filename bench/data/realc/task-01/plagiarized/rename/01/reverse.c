#include <stdio.h>

#define LINE_CAP 1000

int read_line(char buf[], int cap);
int str_len(char buf[]);
void flip(char buf[]);

int main(void) {
    int n;
    char buf[LINE_CAP];

    while ((n = read_line(buf, LINE_CAP)) > 0) {
        flip(buf);
        printf("%s", buf);
    }

    return 0;
}

int read_line(char buf[], int cap) {
    int ch, pos;

    pos = 0;
    while (pos < cap - 1 && (ch = getchar()) != EOF && ch != '\n') {
        buf[pos] = ch;
        ++pos;
    }

    // drop whatever is left of an overlong line
    while (pos >= cap - 1 && (ch = getchar()) != '\n')
        ;

    if (ch == '\n') {
        buf[pos] = '\n';
        ++pos;
    }

    buf[pos] = '\0';

    return pos;
}

int str_len(char buf[]) {
    int pos;

    for (pos = 0; buf[pos] != '\0'; ++pos)
        ;

    return pos;
}

void flip(char buf[]) {
    int left = 0;
    int right = str_len(buf);
    char swap;

    if (buf[right - 1] == '\n') {
        right -= 2;
    } else {
        right -= 1;
    }

    while (right > left) {
        swap = buf[left];
        buf[left] = buf[right];
        buf[right] = swap;

        ++left;
        --right;
    }
}
