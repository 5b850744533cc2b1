#ifndef INPUT_H
#define INPUT_H

#define INPUT_CAPACITY 100

/* Reads one line of standard input (without its newline) into dest. */
int input_read_line(char *dest, int capacity);

#endif
