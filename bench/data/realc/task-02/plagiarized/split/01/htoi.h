#ifndef HTOI_H
#define HTOI_H

#define MAXLINE 100

int get_line(char line[], int lim);
int htoi(char hex[]);

#endif
