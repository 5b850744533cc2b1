#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define MAXLEN 10000
#define TRACE 0

int get_str(char str[], int limit);
void expand(char src[], char dest[]);
int count_ranges(char src[]);
int is_valid_range(char from, char to);

static int ranges_expanded = 0;

int main(void) {
    char str[MAXLEN];
    char expanded_str[MAXLEN];
    int n;

    memset(expanded_str, 0, sizeof expanded_str);

    n = get_str(str, MAXLEN);
    if (n == 0) {
        return 0;
    }
    if (TRACE) {
        fprintf(stderr, "input: %d chars, %d ranges\n", n, count_ranges(str));
    }
    expand(str, expanded_str);
    printf("%s", expanded_str);
    if (TRACE) {
        fprintf(stderr, "expanded %d ranges into %d chars\n", ranges_expanded,
                (int)strlen(expanded_str));
    }

    return 0;
}

int get_str(char str[], int limit) {
    int c, i = 0;

    while (i < limit - 1 && (c = getchar()) != EOF) {
        str[i++] = c;
    }
    str[i] = '\0';

    return i;
}

int is_valid_range(char from, char to) {
    if (isdigit(from) && isdigit(to)) {
        return from < to;
    }
    if (islower(from) && islower(to)) {
        return from < to;
    }
    if (isupper(from) && isupper(to)) {
        return from < to;
    }
    return 0;
}

int count_ranges(char src[]) {
    int i, count = 0;
    for (i = 0; src[i] != '\0' && src[i + 1] != '\0'; i++) {
        if (src[i + 1] == '-' && is_valid_range(src[i], src[i + 2])) {
            count++;
        }
    }
    return count;
}

void expand(char src[], char dest[]) {
    /**
     * a-z
     * a-b-c
     * a-c-h-v
     * a-c-b-v
     * 0-9
     * 1-5
     * a-zA-Z
     * 0-9a-zA-Z
     * -a-z
     * a-z-
     * -a-z-
     */
    int i, j = 0;
    for (i = 0; i < MAXLEN - 1 && j < MAXLEN - 1 && src[i] != EOF; ++i) {
        if (isalnum(src[i]) && src[i + 1] == '-' && src[i] < src[i + 2]) {
            do {
                int k;
                ranges_expanded++;
                for (k = 0; k <= (src[i + 2] - src[i]); ++k) {
                    int temp = src[i] + k;
                    if (j > 0 && dest[j - 1] == temp) {
                        continue;
                    }
                    if (isdigit(temp) || isalpha(temp)) {
                        dest[j++] = temp;
                    }
                }

                i += 2;
            } while (isalnum(src[i]) && src[i + 1] == '-' &&
                     src[i] < src[i + 2]);
        } else {
            dest[j++] = src[i];
        }
    }
    dest[j] = '\0';
}
