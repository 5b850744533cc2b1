/*
 * hex2dec - read one hexadecimal number from standard input and print it
 * in decimal. An optional 0x or 0X prefix is accepted.
 *
 * Instead of summing digit * 16^k with pow(), the digits are folded from
 * the right with a running place value, so no floating point is involved.
 */
#include <stdio.h>
#include <string.h>

#define HEX_INPUT_MAX 100

typedef struct {
    int value;
    int bad_digits;
} HexResult;

static int hex_digit_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return 10 + (c - 'a');
    if (c >= 'A' && c <= 'F')
        return 10 + (c - 'A');
    return -1;
}

static size_t read_token(char *out, size_t cap)
{
    size_t used = 0;
    int c;

    while (used + 1 < cap) {
        c = getchar();
        if (c == EOF || c == '\n')
            break;
        out[used++] = (char)c;
    }
    out[used] = '\0';
    return used;
}

static HexResult convert(const char *text)
{
    HexResult r = {0, 0};
    size_t start = 0;
    size_t k = strlen(text);
    int place = 1;

    if (k >= 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X'))
        start = 2;

    while (k > start) {
        int d = hex_digit_value(text[--k]);
        if (d < 0) {
            r.bad_digits++;
        } else {
            r.value += d * place;
        }
        place *= 16;
    }
    return r;
}

int main(void)
{
    char text[HEX_INPUT_MAX];
    HexResult r;

    read_token(text, sizeof text);
    r = convert(text);
    if (r.bad_digits > 0)
        fprintf(stderr, "warning: %d character(s) are not hex digits (expected 0xHHHH)\n",
                r.bad_digits);
    printf("%d", r.value);
    return 0;
}
