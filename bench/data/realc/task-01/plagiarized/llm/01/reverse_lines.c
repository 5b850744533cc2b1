#include <stdio.h>

#define MAX_LINE_LENGTH 1000

/* Function prototypes */
int read_input_line(char buffer[], int capacity);
int string_length(const char text[]);
void reverse_string(char text[]);

/*
 * Reads standard input line by line and prints every line
 * with its characters in reverse order.
 */
int main(void) {
    int line_length;
    char current_line[MAX_LINE_LENGTH];

    while ((line_length = read_input_line(current_line, MAX_LINE_LENGTH)) > 0) {
        reverse_string(current_line);
        printf("%s", current_line);
    }

    return 0;
}

/*
 * Reads a single line from stdin into buffer (including the newline,
 * if there is room) and returns the number of characters stored.
 */
int read_input_line(char buffer[], int capacity) {
    int ch;
    int index = 0;

    while (index < capacity - 1 && (ch = getchar()) != EOF && ch != '\n') {
        buffer[index] = ch;
        ++index;
    }

    /* Discard the remainder of a line that does not fit in the buffer */
    while (index >= capacity - 1 && (ch = getchar()) != '\n')
        ;

    if (ch == '\n') {
        buffer[index] = '\n';
        ++index;
    }

    buffer[index] = '\0';

    return index;
}

/* Returns the number of characters before the terminating null byte. */
int string_length(const char text[]) {
    int count;

    for (count = 0; text[count] != '\0'; ++count)
        ;

    return count;
}

/*
 * Reverses text in place. A trailing newline stays where it is,
 * so the reversed line is still printed on its own line.
 */
void reverse_string(char text[]) {
    int left = 0;
    int right = string_length(text);
    char saved;

    if (text[right - 1] == '\n') {
        right -= 2;
    } else {
        right -= 1;
    }

    while (right > left) {
        saved = text[left];
        text[left] = text[right];
        text[right] = saved;

        ++left;
        --right;
    }
}
