#include <ctype.h>
#include <stdio.h>

#define BUFSZ 10000

int read_all(char in[], int cap);
void expand_ranges(char in[], char out[]);

int main(void) {
    char in[BUFSZ];
    char out[BUFSZ];

    read_all(in, BUFSZ);
    expand_ranges(in, out);
    printf("%s", out);

    return 0;
}

int read_all(char in[], int cap) {
    int ch, n = 0;

    while (n < cap - 1 && (ch = getchar()) != EOF) {
        in[n++] = ch;
    }
    in[n] = '\0';

    return n;
}

void expand_ranges(char in[], char out[]) {
    /**
     * cases tried:
     * a-z, a-b-c, a-c-h-v, a-c-b-v, 0-9, 1-5,
     * a-zA-Z, 0-9a-zA-Z, -a-z, a-z-, -a-z-
     */
    int p, q = 0;
    for (p = 0; p < BUFSZ - 1 && q < BUFSZ - 1 && in[p] != EOF; ++p) {
        if (isalnum(in[p]) && in[p + 1] == '-' && in[p] < in[p + 2]) {
            do {
                int off;
                for (off = 0; off <= (in[p + 2] - in[p]); ++off) {
                    int ch = in[p] + off;
                    if (out[q - 1] != ch &&
                        (isdigit(ch) || isalpha(ch))) {
                        out[q++] = ch;
                    }
                }

                p += 2;
            } while (isalnum(in[p]) && in[p + 1] == '-' &&
                     in[p] < in[p + 2]);
        } else {
            out[q++] = in[p];
        }
    }
    out[q] = '\0';
}
