/*
 * Exercise 1-22: fold long input lines into shorter ones after the last
 * blank before column n; lines without blanks are left as they are.
 */
#include <stdio.h>
#define MAX_INPUT_LINE_LENGTH 1000
#define MAX_LINE_LENGTH 6

int getLine(char line[], int maxLength);
void foldLine(char line[], char outputLine[], int maxLineLength);

int main() {
  int currLength;
  char currLine[MAX_INPUT_LINE_LENGTH];
  char foldedLine[MAX_INPUT_LINE_LENGTH];
  while ((currLength = getLine(currLine, MAX_INPUT_LINE_LENGTH)) > 0) {
    if (currLength <= MAX_LINE_LENGTH) {
      printf("%s\n", currLine);
    } else {
      foldLine(currLine, foldedLine, MAX_LINE_LENGTH);
      printf("%s\n", foldedLine);
      // clear the output buffer for the next line
      for (int i = 0; i < MAX_INPUT_LINE_LENGTH; i++) foldedLine[i] = '\0';
    }
  }
}

int getLine(char line[], int maxLength) {
  char currChar;
  int lineLength;
  for (lineLength = 0;
       lineLength < maxLength - 1 && (currChar = getchar()) != EOF && currChar != '\n';
       ++lineLength)
    line[lineLength] = currChar;
  line[lineLength] = '\0';
  return lineLength;
}

// copy line to outputLine, turning the first blank of the last run of
// blanks into a newline whenever the current piece gets too long
void foldLine(char line[], char outputLine[], int maxLineLength) {
  int numChars = 0;
  int lastBlankIdx = -1;
  int inBlankString = 0;
  for (int currPos = 0; line[currPos] != '\0'; currPos++) {
    outputLine[currPos] = line[currPos];
    numChars++;
    if (line[currPos] == ' ' || line[currPos] == '\t') {
      if (!inBlankString) lastBlankIdx = currPos;
      inBlankString = 1;
    } else
      inBlankString = 0;
    if (numChars >= maxLineLength && lastBlankIdx != -1) {
      outputLine[lastBlankIdx] = '\n';
      numChars = 0;
      lastBlankIdx = -1;
    }
  }
}
