#ifndef TEXT_OPS_H
#define TEXT_OPS_H

/* Number of characters before the terminating '\0'. */
int text_length(const char *text);

/* Reverses text in place, leaving a trailing newline where it is. */
void text_reverse(char *text);

#endif /* TEXT_OPS_H */
