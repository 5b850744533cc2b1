#ifndef RANGE_H
#define RANGE_H

/* True when src[pos] starts a shorthand range such as a-z. */
int range_starts_at(const char *src, int pos);

/* Appends the characters of the range at src[pos] to dest from index
   `used`; returns the new number of characters in dest. */
int range_append(const char *src, int pos, char *dest, int used);

/* Expands every shorthand range of src into dest. */
void range_expand(const char *src, char *dest, int cap);

#endif
