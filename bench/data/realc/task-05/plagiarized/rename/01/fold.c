/**
 * K&R 1-22: split long lines into shorter ones at the last blank
 * that comes before the given column.
 */
#include <stdio.h>

#define BUF_SIZE 1000 /* longest line we read */
#define WIDTH 6       /* longest line we print */

int readLine(char buf[], int cap);
void wrap(char src[], char dst[], int width);

int main()
{
    int len;            /* length of the line just read */
    char src[BUF_SIZE]; /* line just read */
    char dst[BUF_SIZE]; /* wrapped version of it */

    while ((len = readLine(src, BUF_SIZE)) > 0)
    {
        if (len <= WIDTH)
        {
            printf("%s\n", src);
        }
        else
        {
            wrap(src, dst, WIDTH);
            printf("%s\n", dst);

            /* clear dst */
            for (int k = 0; k < BUF_SIZE; k++)
                dst[k] = '\0';
        }
    }
}

int readLine(char buf[], int cap)
{
    char ch;
    int n;

    for (n = 0; n < cap - 1 && (ch = getchar()) != EOF && ch != '\n'; ++n)
        buf[n] = ch;

    buf[n] = '\0';

    return n;
}

/* copies src to dst, replacing blanks by newlines so no piece exceeds width */
void wrap(char src[], char dst[], int width)
{
    int run = 0;        // characters since the last break
    int blankAt = -1;   // where the last run of blanks started
    int inBlanks = 0;

    for (int pos = 0; src[pos] != '\0'; pos++)
    {
        dst[pos] = src[pos];
        run++;

        if (src[pos] == ' ' || src[pos] == '\t')
        {
            if (!inBlanks)
                blankAt = pos;
            inBlanks = 1;
        }
        else
            inBlanks = 0;

        if (run >= width && blankAt != -1)
        {
            dst[blankAt] = '\n';
            run = 0;
            blankAt = -1;
        }
    }
}
