// Lab 4 - text statistics
// usage: ./stats [file]   (reads stdin when no file is given)

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define WORD_LEN 64
#define MAX_PALS 100
#define ALPHABET_SIZE 26

const int HIST_WIDTH = 50;

// check whether str is the same forwards and backwards
int isPalindrome(char *str) {
  int left = 0;
  int right = strlen(str) - 1;

  if (strlen(str) < 2) return 0;   // ignore one-letter words
  while (left < right) {
    if (tolower(str[left]) != tolower(str[right])) return 0;
    left++;
    right--;
  }
  return 1;
}

// remember a palindrome (skip duplicates)
void storePalindrome(char palList[][WORD_LEN], int *palCount, char *str) {
  for (int k = 0; k < *palCount; k++) {
    if (strcmp(palList[k], str) == 0) return;
  }
  if (*palCount < MAX_PALS) {
    strcpy(palList[*palCount], str);
    (*palCount)++;
  }
}

void toLowerCase(char *s) {
  for (int k = 0; s[k] != '\0'; k++) s[k] = tolower(s[k]);
}

// histogram of a..z, longest bar is HIST_WIDTH stars
void showHistogram(int letterFreq[], int sum) {
  int highest = 0;
  for (int idx = 0; idx < ALPHABET_SIZE; idx++)
    if (letterFreq[idx] > highest) highest = letterFreq[idx];

  printf("\nLetter frequencies:\n");
  for (int idx = 0; idx < ALPHABET_SIZE; idx++) {
    int barLen;
    if (highest > 0)
      barLen = letterFreq[idx] * HIST_WIDTH / highest;
    else
      barLen = 0;
    printf("%c %5d ", 'a' + idx, letterFreq[idx]);
    for (int k = 0; k < barLen; k++) putchar('*');
    printf("\n");
  }
}

int main(int argc, char *argv[]) {
  FILE *input = stdin;

  // open the input
  if (argc > 1) {
    input = fopen(argv[1], "r");
    if (input == NULL) {
      printf("Cannot open file %s\n", argv[1]);
      return 1;
    }
  }

  int letterFreq[ALPHABET_SIZE] = {0};
  char palList[MAX_PALS][WORD_LEN];
  int palCount = 0;

  long charCount = 0, wordCount = 0, lineCount = 0;
  long lenSum = 0;
  int letterTotal = 0;
  char buffer[WORD_LEN];
  char longestWord[WORD_LEN] = "";
  int pos = 0;
  int insideWord = 0;
  int ch;

  while ((ch = fgetc(input)) != EOF) {
    charCount++;
    if (ch == '\n') lineCount++;
    if (isalpha(ch)) {
      letterFreq[tolower(ch) - 'a']++;
      letterTotal++;
    }
    if (isalnum(ch) || ch == '\'') {
      if (pos < WORD_LEN - 1) buffer[pos++] = ch;
      insideWord = 1;
    } else if (insideWord) {
      // end of word -> update stats
      buffer[pos] = '\0';
      wordCount++;
      lenSum += pos;
      if (pos > strlen(longestWord)) strcpy(longestWord, buffer);
      toLowerCase(buffer);
      if (isPalindrome(buffer)) storePalindrome(palList, &palCount, buffer);
      pos = 0;
      insideWord = 0;
    }
  }
  if (input != stdin) fclose(input);

  // results
  printf("Characters: %ld\n", charCount);
  printf("Words:      %ld\n", wordCount);
  printf("Lines:      %ld\n", lineCount);
  if (wordCount > 0) {
    printf("Longest word: %s (%d letters)\n", longestWord, (int)strlen(longestWord));
    printf("Average word length: %.2f\n", (double)lenSum / wordCount);
  }
  showHistogram(letterFreq, letterTotal);

  printf("\nPalindromes found: %d\n", palCount);
  for (int k = 0; k < palCount; k++) printf("  %s\n", palList[k]);

  return 0;
}
