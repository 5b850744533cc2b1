#include <stdio.h>
#include <string.h>

#define LINE_MAX_IN 1000
#define WRAP_AT 6

static int is_blank(char c)
{
    return c == ' ' || c == '\t';
}

static int next_line(char *buf, int cap)
{
    int n = 0;
    int ch;

    while (n < cap - 1) {
        ch = getchar();
        if (ch == EOF || ch == '\n')
            break;
        buf[n++] = (char)ch;
    }
    buf[n] = '\0';
    return n;
}

/* Wrap text in place: a blank that opens a run of blanks becomes the
   break point once the current piece is at least `width` long. */
static void wrap_in_place(char *text, int width)
{
    int since_break = 0;
    int candidate = -1;
    int i;

    for (i = 0; text[i] != '\0'; i++) {
        since_break++;
        if (is_blank(text[i])) {
            if (i == 0 || !is_blank(text[i - 1]))
                candidate = i;
        }
        if (since_break < width || candidate < 0)
            continue;
        text[candidate] = '\n';
        since_break = 0;
        candidate = -1;
    }
}

int main(void)
{
    char line[LINE_MAX_IN];
    int len;

    while ((len = next_line(line, LINE_MAX_IN)) > 0) {
        if (len > WRAP_AT)
            wrap_in_place(line, WRAP_AT);
        puts(line);
    }
    return 0;
}
