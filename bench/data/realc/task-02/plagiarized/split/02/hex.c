#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "hex.h"

int hex_digit(char c) {
    int lower = tolower((unsigned char)c);

    if (isdigit(lower))
        return lower - '0';
    if (lower >= 'a' && lower <= 'f')
        return lower - 'a' + 10;
    return -1;
}

int hex_has_prefix(const char *text) {
    return text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
}

int hex_to_int(const char *text) {
    int length = (int)strlen(text);
    int result = 0;
    int i = 0;

    while (i < length) {
        if (hex_has_prefix(text + i))
            i += 2;
        int digit = hex_digit(text[i]);
        if (digit >= 0)
            result += digit * (int)pow(16, length - i - 1);
        else
            printf("Error: Not a valid hex value.\n Try this format: 0xHHHH, "
                   "where H is a hex digit.\n");
        i++;
    }
    return result;
}
