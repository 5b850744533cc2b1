#include <ctype.h>
#include <stdio.h>

#define BUFFER_LENGTH 10000

/* Function declarations */
int read_input(char text[], int max_chars);
void expand_shorthand(char source[], char target[]);

/* Reads the whole input, expands every range and prints the result. */
int main(void) {
    char input_text[BUFFER_LENGTH];
    char expanded_text[BUFFER_LENGTH];

    read_input(input_text, BUFFER_LENGTH);
    expand_shorthand(input_text, expanded_text);
    printf("%s", expanded_text);

    return 0;
}

/* Copies standard input into text until EOF or the buffer is full. */
int read_input(char text[], int max_chars) {
    int ch, count = 0;

    while (count < max_chars - 1 && (ch = getchar()) != EOF) {
        text[count++] = ch;
    }
    text[count] = '\0';

    return count;
}

/*
 * Expands shorthand ranges such as a-z or 0-9 in source into the full
 * list of characters in target. Chained ranges (a-b-c) and several ranges
 * in a row (a-zA-Z0-9) are handled; a dash at either end is kept as is.
 */
void expand_shorthand(char source[], char target[]) {
    int src_pos, dst_pos = 0;

    for (src_pos = 0; src_pos < BUFFER_LENGTH - 1 && dst_pos < BUFFER_LENGTH - 1 &&
                      source[src_pos] != EOF;
         ++src_pos) {
        if (isalnum(source[src_pos]) && source[src_pos + 1] == '-' &&
            source[src_pos] < source[src_pos + 2]) {
            do {
                int step;
                for (step = 0; step <= (source[src_pos + 2] - source[src_pos]); ++step) {
                    int candidate = source[src_pos] + step;
                    /* avoid writing the shared endpoint of a chain twice */
                    if (target[dst_pos - 1] != candidate &&
                        (isdigit(candidate) || isalpha(candidate))) {
                        target[dst_pos++] = candidate;
                    }
                }

                src_pos += 2;
            } while (isalnum(source[src_pos]) && source[src_pos + 1] == '-' &&
                     source[src_pos] < source[src_pos + 2]);
        } else {
            target[dst_pos++] = source[src_pos];
        }
    }
    target[dst_pos] = '\0';
}
