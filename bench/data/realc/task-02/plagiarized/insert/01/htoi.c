#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#define MAXLINE 100
#define VERBOSE 0

int get_line(char line[], int lim);
int htoi(char hex[]);
int count_hex_digits(char hex[]);
void trim_spaces(char s[]);
void print_binary(int value);

static int invalid_count = 0;

int main(void) {
    char hex[MAXLINE];
    int length;

    length = get_line(hex, MAXLINE);
    if (length == 0) {
        printf("no input\n");
        return 1;
    }
    trim_spaces(hex);

    if (VERBOSE) {
        printf("read %d characters, %d hex digits\n", length, count_hex_digits(hex));
    }

    int value = htoi(hex);
    printf("%d", value);

    if (VERBOSE) {
        printf("\n");
        print_binary(value);
        printf("invalid characters: %d\n", invalid_count);
    }

    return 0;
}

int get_line(char line[], int lim) {
    char c;
    int i = 0;
    while (i < lim - 1 && (c = getchar()) != EOF && c != '\n') {
        line[i++] = c;
    }

    line[i] = '\0';

    return i;
}

void trim_spaces(char s[]) {
    int n = strlen(s);
    while (n > 0 && isspace((unsigned char)s[n - 1])) {
        s[--n] = '\0';
    }
}

int count_hex_digits(char hex[]) {
    int count = 0;
    int i;
    for (i = 0; hex[i] != '\0'; i++) {
        if (isxdigit((unsigned char)hex[i])) {
            count++;
        }
    }
    return count;
}

int htoi(char hex[]) {
    int result = 0;

    int i = 0, len = strlen(hex);

    while (i < len) {
        if (hex[i] == '0' && (hex[i + 1] == 'x' || hex[i + 1] == 'X')) {
            i += 2;
        }

        int temp = tolower(hex[i]);

        if (isdigit(temp)) {
            temp -= 48;
        }

        if (isalpha(temp) && temp <= 'f') {
            temp = temp - 'a' + 10;
        }

        if ((hex[i] >= '0' && hex[i] <= '9') ||
            (hex[i] >= 'a' && hex[i] <= 'f') ||
            (hex[i] >= 'A' && hex[i] <= 'F')) {
            result += temp * (int)pow(16, len - i - 1);
        } else {
            invalid_count++;
            printf("Error: Not a valid hex value.\n Try this format: 0xHHHH, "
                   "where H is a hex digit.\n");
        }

        ++i;
    }

    return result;
}

void print_binary(int value) {
    int bit;
    for (bit = 31; bit >= 0; bit--) {
        putchar((value >> bit) & 1 ? '1' : '0');
    }
    putchar('\n');
}

// NOTE: The conversion algorithm from hex to dec is very similar with the
// conversion algorithm from bin to dec, but the base is not 2 but 16.
// The general formula is: x1*B^N + x2*B^(N - 1) + ... + xn*B^(N - N), where B
// is the base from we convert to dec, in this case B = 16.
