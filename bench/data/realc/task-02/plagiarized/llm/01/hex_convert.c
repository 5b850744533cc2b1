#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#define INPUT_SIZE 100

/* Prototypes */
int read_hex_string(char buffer[], int limit);
int hex_string_to_int(char hex_text[]);

/* Reads a hexadecimal number from standard input and prints its value. */
int main(void) {
    char hex_text[INPUT_SIZE];

    read_hex_string(hex_text, INPUT_SIZE);

    printf("%d", hex_string_to_int(hex_text));

    return 0;
}

/* Reads characters up to a newline or end of input; returns the count. */
int read_hex_string(char buffer[], int limit) {
    char ch;
    int count = 0;
    while (count < limit - 1 && (ch = getchar()) != EOF && ch != '\n') {
        buffer[count++] = ch;
    }

    buffer[count] = '\0';

    return count;
}

/*
 * Converts a string of hexadecimal digits, with an optional 0x/0X prefix,
 * to its integer value. Every digit is multiplied by the power of 16 that
 * matches its position from the right-hand end of the string.
 */
int hex_string_to_int(char hex_text[]) {
    int total = 0;
    int index = 0;
    int text_length = strlen(hex_text);

    while (index < text_length) {
        /* Skip the optional "0x" / "0X" prefix */
        if (hex_text[index] == '0' &&
            (hex_text[index + 1] == 'x' || hex_text[index + 1] == 'X')) {
            index += 2;
        }

        int digit_value = tolower(hex_text[index]);

        if (isdigit(digit_value)) {
            digit_value -= '0';
        }

        if (isalpha(digit_value) && digit_value <= 'f') {
            digit_value = digit_value - 'a' + 10;
        }

        if ((hex_text[index] >= '0' && hex_text[index] <= '9') ||
            (hex_text[index] >= 'a' && hex_text[index] <= 'f') ||
            (hex_text[index] >= 'A' && hex_text[index] <= 'F')) {
            total += digit_value * (int)pow(16, text_length - index - 1);
        } else {
            printf("Invalid hexadecimal input.\n Expected something like 0xHHHH, "
                   "where each H is a hex digit.\n");
        }

        ++index;
    }

    return total;
}
