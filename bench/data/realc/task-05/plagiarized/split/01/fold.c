#include "fold.h"

/* breaks line into multiple lines based maxLineLength and stores result in outputLine */
void foldLine(char line[], char outputLine[], int maxLineLength)
{
    int numChars = 0;      // number of characters read after the last fold
    int lastBlankIdx = -1; // keep track of last blank encountered
    int inBlankString = 0;

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
