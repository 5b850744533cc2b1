#include <stdio.h>
#include "line_buffer.h"

int line_buffer_read(LineBuffer *buf) {
    int ch = 0;
    int pos = 0;

    while (pos < LINE_BUFFER_CAPACITY - 1) {
        ch = getchar();
        if (ch == EOF || ch == '\n') {
            break;
        }
        buf->chars[pos++] = (char)ch;
    }

    /* an overlong line is cut: the rest of it is consumed and dropped */
    while (pos >= LINE_BUFFER_CAPACITY - 1 && (ch = getchar()) != '\n' && ch != EOF) {
    }

    if (ch == '\n') {
        buf->chars[pos++] = '\n';
    }
    buf->chars[pos] = '\0';
    buf->size = pos;
    return pos;
}

void line_buffer_write(const LineBuffer *buf) {
    printf("%s", buf->chars);
}
