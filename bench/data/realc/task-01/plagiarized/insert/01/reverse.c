#include <stdio.h>
#include <string.h>

#define MAXLINE 1000
#define DEBUG 0

int get_line(char line[], int max_line_len);
int length(char line[]);
void reverse(char line[]);
int is_palindrome(char line[]);
void print_stats(int lines, int chars, int longest);

static int truncated_lines = 0;

int main(void) {
    int len;
    char line[MAXLINE];
    int line_count = 0;
    int char_count = 0;
    int longest = 0;

    while ((len = get_line(line, MAXLINE)) > 0) {
        line_count++;
        char_count += len;
        if (len > longest) {
            longest = len;
        }
        if (DEBUG) {
            fprintf(stderr, "line %d: %d chars\n", line_count, len);
        }
        reverse(line);
        printf("%s", line);
    }

    if (DEBUG) {
        print_stats(line_count, char_count, longest);
    }

    return 0;
}

int get_line(char line[], int max_line_len) {
    int c, i;

    if (max_line_len <= 1) {
        return 0;
    }

    i = 0;
    while (i < max_line_len - 1 && (c = getchar()) != EOF && c != '\n') {
        line[i] = c;
        ++i;
    }

    // flush out input stream if exceeding max_line_len limit
    if (i >= max_line_len - 1) {
        truncated_lines++;
    }
    while (i >= max_line_len - 1 && (c = getchar()) != '\n')
        ;

    if (c == '\n') {
        line[i] = '\n';
        ++i;
    }

    line[i] = '\0';

    return i;
}

int length(char line[]) {
    int i;

    for (i = 0; line[i] != '\0'; ++i)
        ;

    return i;
}

void reverse(char line[]) {
    int i_front = 0;
    int i_back = length(line);
    char temp;

    if (i_back == 0) {
        return;
    }

    if (line[i_back - 1] == '\n') {
        i_back -= 2;
    } else {
        i_back -= 1;
    }

    while (i_back > i_front) {
        temp = line[i_front];
        line[i_front] = line[i_back];
        line[i_back] = temp;

        ++i_front;
        --i_back;
    }
}

/* not used by main: kept for checking lines that read the same both ways */
int is_palindrome(char line[]) {
    int i = 0;
    int j = length(line) - 1;

    if (j >= 0 && line[j] == '\n') {
        j--;
    }
    while (i < j) {
        if (line[i] != line[j]) {
            return 0;
        }
        i++;
        j--;
    }
    return 1;
}

void print_stats(int lines, int chars, int longest) {
    fprintf(stderr, "lines: %d\n", lines);
    fprintf(stderr, "characters: %d\n", chars);
    fprintf(stderr, "longest line: %d\n", longest);
    fprintf(stderr, "truncated lines: %d\n", truncated_lines);
}
