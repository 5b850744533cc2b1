/*
 * Folds long input lines: whenever a line grows past the allowed width,
 * it is broken at the start of the most recent run of blanks.
 * Lines with no blanks are printed unchanged.
 */
#include <stdio.h>

#define INPUT_BUFFER_SIZE 1000 /* longest input line accepted */
#define OUTPUT_WIDTH 6         /* widest output line wanted */

int read_line(char buffer[], int capacity);
void fold_line(char source[], char destination[], int width);

int main()
{
    int line_length;                       /* length of the line just read */
    char input_line[INPUT_BUFFER_SIZE];    /* the line as read */
    char folded_output[INPUT_BUFFER_SIZE]; /* the line after folding */

    while ((line_length = read_line(input_line, INPUT_BUFFER_SIZE)) > 0)
    {
        if (line_length <= OUTPUT_WIDTH)
        {
            printf("%s\n", input_line);
        }
        else
        {
            fold_line(input_line, folded_output, OUTPUT_WIDTH);
            printf("%s\n", folded_output);

            /* Clear the output buffer before the next line */
            for (int k = 0; k < INPUT_BUFFER_SIZE; k++)
                folded_output[k] = '\0';
        }
    }
}

/* Reads one line (without its newline) and returns its length. */
int read_line(char buffer[], int capacity)
{
    char ch;
    int length;

    for (length = 0; length < capacity - 1 && (ch = getchar()) != EOF && ch != '\n'; ++length)
        buffer[length] = ch;

    buffer[length] = '\0';

    return length;
}

/*
 * Copies source into destination. Once at least `width` characters have
 * been copied since the last break, the first blank of the latest run of
 * blanks is replaced by a newline.
 */
void fold_line(char source[], char destination[], int width)
{
    int chars_since_break = 0;
    int break_candidate = -1;
    int inside_blanks = 0;

    for (int pos = 0; source[pos] != '\0'; pos++)
    {
        destination[pos] = source[pos];
        chars_since_break++;

        if (source[pos] == ' ' || source[pos] == '\t')
        {
            if (!inside_blanks)
                break_candidate = pos;
            inside_blanks = 1;
        }
        else
            inside_blanks = 0;

        if (chars_since_break >= width && break_candidate != -1)
        {
            destination[break_candidate] = '\n';
            chars_since_break = 0;
            break_candidate = -1;
        }
    }
}
