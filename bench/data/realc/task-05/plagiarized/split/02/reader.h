#ifndef READER_H
#define READER_H

/* Reads one input line without its newline; returns its length (0 at EOF). */
int reader_next_line(char *line, int capacity);

#endif
