#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#define BUF_LEN 100

int read_input(char buf[], int cap);
int hex_to_int(char digits[]);

int main(void) {
    char digits[BUF_LEN];

    read_input(digits, BUF_LEN);

    printf("%d", hex_to_int(digits));

    return 0;
}

int read_input(char buf[], int cap) {
    char ch;
    int n = 0;
    while (n < cap - 1 && (ch = getchar()) != EOF && ch != '\n') {
        buf[n++] = ch;
    }

    buf[n] = '\0';

    return n;
}

int hex_to_int(char digits[]) {
    int value = 0;

    int pos = 0, count = strlen(digits);

    while (pos < count) {
        if (digits[pos] == '0' && (digits[pos + 1] == 'x' || digits[pos + 1] == 'X')) {
            pos += 2;
        }

        int d = tolower(digits[pos]);

        if (isdigit(d)) {
            d -= 48;
        }

        if (isalpha(d) && d <= 'f') {
            d = d - 'a' + 10;
        }

        if ((digits[pos] >= '0' && digits[pos] <= '9') ||
            (digits[pos] >= 'a' && digits[pos] <= 'f') ||
            (digits[pos] >= 'A' && digits[pos] <= 'F')) {
            value += d * (int)pow(16, count - pos - 1);
        } else {
            printf("Error: Not a valid hex value.\n Try this format: 0xHHHH, "
                   "where H is a hex digit.\n");
        }

        ++pos;
    }

    return value;
}

// Converting hex to decimal works like converting binary to decimal,
// only with base 16: sum of digit * 16^position, counted from the right.
