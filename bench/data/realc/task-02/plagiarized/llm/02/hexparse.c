#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#define LIMIT 100

static int digit_of(int ch);
static int has_hex_prefix(const char *s);
static int parse_hex(const char *s);

int main(void)
{
    char input[LIMIT];
    int n = 0;
    int ch;

    for (ch = getchar(); ch != EOF && ch != '\n' && n < LIMIT - 1; ch = getchar())
        input[n++] = (char)ch;
    input[n] = '\0';

    printf("%d", parse_hex(input));
    return 0;
}

/* Value of one hex digit, or -1 when ch is not a hex digit. */
static int digit_of(int ch)
{
    ch = tolower(ch);
    if (isdigit(ch))
        return ch - '0';
    if (ch >= 'a' && ch <= 'f')
        return ch - 'a' + 10;
    return -1;
}

static int has_hex_prefix(const char *s)
{
    return s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
}

/* Sum of digit * 16^(distance from the right end), as for any base. */
static int parse_hex(const char *s)
{
    int len = (int)strlen(s);
    int sum = 0;
    int i;

    for (i = 0; i < len; i++) {
        if (has_hex_prefix(s + i))
            i += 2;
        int d = digit_of(s[i]);
        if (d < 0) {
            printf("Error: Not a valid hex value.\n Try this format: 0xHHHH, "
                   "where H is a hex digit.\n");
            continue;
        }
        sum += d * (int)pow(16, len - i - 1);
    }
    return sum;
}
