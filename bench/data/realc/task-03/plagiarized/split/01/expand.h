#ifndef EXPAND_H
#define EXPAND_H

#define MAXLEN 10000

int get_str(char str[], int limit);
void expand(char src[], char dest[]);

#endif
