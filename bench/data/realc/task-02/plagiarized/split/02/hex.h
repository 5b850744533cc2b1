#ifndef HEX_H
#define HEX_H

/* Value of a hexadecimal digit, or -1 for any other character. */
int hex_digit(char c);

/* True when text starts with 0x or 0X. */
int hex_has_prefix(const char *text);

/* Integer value of a hex string; invalid digits are reported and skipped. */
int hex_to_int(const char *text);

#endif
