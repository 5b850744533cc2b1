#ifndef FOLD_H
#define FOLD_H

#define MAX_INPUT_LINE_LENGTH 1000 /* maximum input line length */
#define MAX_LINE_LENGTH 6          /* maximum output line length*/

int getLine(char line[], int maxLength);
void foldLine(char line[], char outputLine[], int maxLineLength);

#endif
