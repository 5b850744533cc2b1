#ifndef LINE_BUFFER_H
#define LINE_BUFFER_H

/* Size of the buffer that holds one input line (newline and '\0' included). */
#define LINE_BUFFER_CAPACITY 1000

typedef struct {
    char chars[LINE_BUFFER_CAPACITY];
    int size;
} LineBuffer;

/* Fills buf with the next input line; returns its size, 0 at end of input. */
int line_buffer_read(LineBuffer *buf);

/* Writes the buffer's contents to standard output. */
void line_buffer_write(const LineBuffer *buf);

#endif /* LINE_BUFFER_H */
