#include <stdio.h>
#include <string.h>

#define BUFFER_SIZE 1000

static int fetch_line(char *dest, int limit);
static void swap_chars(char *a, char *b);
static void reverse_in_place(char *text);

int main(void)
{
    char buffer[BUFFER_SIZE];

    for (;;) {
        int count = fetch_line(buffer, BUFFER_SIZE);
        if (count == 0)
            break;
        reverse_in_place(buffer);
        fputs(buffer, stdout);
    }
    return 0;
}

/* Copy one line of input into dest; returns how many characters were kept. */
static int fetch_line(char *dest, int limit)
{
    int ch = 0;
    int n;

    for (n = 0; n < limit - 1; ++n) {
        ch = getchar();
        if (ch == EOF || ch == '\n')
            break;
        dest[n] = (char)ch;
    }

    /* the buffer is full: throw away the rest of the line */
    if (n >= limit - 1) {
        do {
            ch = getchar();
        } while (ch != '\n' && ch != EOF);
    }

    if (ch == '\n')
        dest[n++] = '\n';
    dest[n] = '\0';
    return n;
}

static void swap_chars(char *a, char *b)
{
    char tmp = *a;
    *a = *b;
    *b = tmp;
}

/* Reverse the visible characters; a final newline is left at the end. */
static void reverse_in_place(char *text)
{
    int last = (int)strlen(text) - 1;
    int first;

    if (last >= 0 && text[last] == '\n')
        last--;

    for (first = 0; first < last; first++, last--)
        swap_chars(&text[first], &text[last]);
}
