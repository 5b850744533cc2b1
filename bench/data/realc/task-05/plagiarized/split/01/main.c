/**
 * Exercise: 1-22
 * Write a program to `fold` long input lines into two or more shorter lines
 * after the last non-blank character that occurs before the n-th column of input.
 */
#include <stdio.h>
#include "fold.h"

int main()
{
    int currLength;                         /* current line length */
    char currLine[MAX_INPUT_LINE_LENGTH];   /* current input line */
    char foldedLine[MAX_INPUT_LINE_LENGTH]; /* current input line */

    while ((currLength = getLine(currLine, MAX_INPUT_LINE_LENGTH)) > 0)
    {
        if (currLength <= MAX_LINE_LENGTH)
        {
            printf("%s\n", currLine);
        }
        else
        {
            foldLine(currLine, foldedLine, MAX_LINE_LENGTH);
            printf("%s\n", foldedLine);

            /* reset foldedLine*/
            for (int i = 0; i < MAX_INPUT_LINE_LENGTH; i++)
                foldedLine[i] = '\0';
        }
    }
}
