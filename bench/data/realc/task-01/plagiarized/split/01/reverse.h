#ifndef REVERSE_H
#define REVERSE_H

#define MAXLINE 1000

int get_line(char line[], int max_line_len);
int length(char line[]);
void reverse(char line[]);

#endif
