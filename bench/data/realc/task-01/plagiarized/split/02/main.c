/* Reverse the input one line at a time. */
#include "line_buffer.h"
#include "text_ops.h"

int main(void) {
    LineBuffer line;

    while (line_buffer_read(&line) > 0) {
        text_reverse(line.chars);
        line_buffer_write(&line);
    }
    return 0;
}
