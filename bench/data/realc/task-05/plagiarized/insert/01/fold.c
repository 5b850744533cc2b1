/**
 * Exercise: 1-22
 * Write a program to `fold` long input lines into two or more shorter lines
 * after the last non-blank character that occurs before the n-th column of input.
 * Make sure your program does something intelligent with very long lines,
 * and if there are no blanks or tabs before the specified column.
 */
#include <stdio.h>
#include <string.h>

#define MAX_INPUT_LINE_LENGTH 1000 /* maximum input line length */
#define MAX_LINE_LENGTH 6          /* maximum output line length*/
#define REPORT 0

int getLine(char line[], int maxLength);
void foldLine(char line[], char outputLine[], int maxLineLength);
int countBreaks(char text[]);
int hasBlank(char line[]);

int linesRead = 0;
int linesFolded = 0;

int main()
{
    int currLength;                         /* current line length */
    char currLine[MAX_INPUT_LINE_LENGTH];   /* current input line */
    char foldedLine[MAX_INPUT_LINE_LENGTH]; /* current input line */
    int totalBreaks = 0;

    memset(foldedLine, 0, sizeof(foldedLine));

    while ((currLength = getLine(currLine, MAX_INPUT_LINE_LENGTH)) > 0)
    {
        linesRead++;
        if (currLength <= MAX_LINE_LENGTH || !hasBlank(currLine))
        {
            printf("%s\n", currLine);
        }
        else
        {
            foldLine(currLine, foldedLine, MAX_LINE_LENGTH);
            printf("%s\n", foldedLine);
            linesFolded++;
            totalBreaks += countBreaks(foldedLine);

            /* reset foldedLine*/
            for (int i = 0; i < MAX_INPUT_LINE_LENGTH; i++)
                foldedLine[i] = '\0';
        }
    }

    if (REPORT)
    {
        fprintf(stderr, "%d lines read, %d folded, %d breaks added\n",
                linesRead, linesFolded, totalBreaks);
    }
    return 0;
}

int getLine(char line[], int maxLength)
{
    char currChar;
    int lineLength;

    for (lineLength = 0; lineLength < maxLength - 1 && (currChar = getchar()) != EOF && currChar != '\n'; ++lineLength)
        line[lineLength] = currChar;

    line[lineLength] = '\0';

    return lineLength;
}

int hasBlank(char line[])
{
    for (int i = 0; line[i] != '\0'; i++)
        if (line[i] == ' ' || line[i] == '\t')
            return 1;
    return 0;
}

int countBreaks(char text[])
{
    int breaks = 0;
    for (int i = 0; text[i] != '\0'; i++)
        if (text[i] == '\n')
            breaks++;
    return breaks;
}

/* breaks line into multiple lines based maxLineLength and stores result in outputLine */
void foldLine(char line[], char outputLine[], int maxLineLength)
{
    int numChars = 0;      // number of characters read after the last fold
    int lastBlankIdx = -1; // keep track of last blank encountered
    int inBlankString = 0;

    if (maxLineLength <= 0)
        return;

    for (int currPos = 0; line[currPos] != '\0'; currPos++)
    {
        outputLine[currPos] = line[currPos];
        numChars++;

        if (line[currPos] == ' ' || line[currPos] == '\t')
        {
            if (!inBlankString)
                lastBlankIdx = currPos;
            inBlankString = 1;
        }
        else
            inBlankString = 0;

        if (numChars >= maxLineLength && lastBlankIdx != -1)
        {
            outputLine[lastBlankIdx] = '\n';
            numChars = 0;
            lastBlankIdx = -1;
        }
    }
}
