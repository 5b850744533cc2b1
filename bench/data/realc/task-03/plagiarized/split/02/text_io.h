#ifndef TEXT_IO_H
#define TEXT_IO_H

#define TEXT_CAPACITY 10000

/* Reads standard input into buf (at most cap - 1 characters). */
int text_read_all(char *buf, int cap);

/* Prints buf to standard output. */
void text_print(const char *buf);

#endif
