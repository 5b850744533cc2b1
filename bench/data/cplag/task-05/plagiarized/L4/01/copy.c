// Lab 4 - text statistics
// usage: ./stats [file]   (reads stdin when no file is given)

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define WORD_LEN 64
#define MAX_PALS 100
#define ALPHABET_SIZE 26

const int HIST_WIDTH = 50;

// everything we count goes in here
struct TextStats {
  long charCount, wordCount, lineCount;
  long lenSum;
  int letterFreq[ALPHABET_SIZE];
  int letterTotal;
  char longestWord[WORD_LEN];
  char palList[MAX_PALS][WORD_LEN];
  int palCount;
};

FILE *openInput(int argc, char *argv[]);
void finishWord(struct TextStats *st, char *buffer, int pos);
int isPalindrome(char *str);
void storePalindrome(struct TextStats *st, char *str);
void printResults(struct TextStats *st);
void showHistogram(int letterFreq[], int sum);

int main(int argc, char *argv[]) {
  FILE *input = openInput(argc, argv);
  if (input == NULL) return 1;

  struct TextStats st = {0};
  char buffer[WORD_LEN];
  int pos = 0;
  int insideWord = 0;
  int ch;

  while ((ch = fgetc(input)) != EOF) {
    st.charCount++;
    if (ch == '\n') st.lineCount++;
    if (isalpha(ch)) {
      st.letterFreq[tolower(ch) - 'a']++;
      st.letterTotal++;
    }
    if (isalnum(ch) || ch == '\'') {
      if (pos < WORD_LEN - 1) buffer[pos++] = ch;
      insideWord = 1;
    } else if (insideWord) {
      finishWord(&st, buffer, pos);
      pos = 0;
      insideWord = 0;
    }
  }
  if (input != stdin) fclose(input);

  printResults(&st);
  return 0;
}

// returns stdin or the file from the command line, NULL if it can't be opened
FILE *openInput(int argc, char *argv[]) {
  if (argc <= 1) return stdin;
  FILE *f = fopen(argv[1], "r");
  if (f == NULL) printf("Cannot open file %s\n", argv[1]);
  return f;
}

// end of word -> update stats
void finishWord(struct TextStats *st, char *buffer, int pos) {
  buffer[pos] = '\0';
  st->wordCount++;
  st->lenSum += pos;
  if (pos > strlen(st->longestWord)) strcpy(st->longestWord, buffer);
  for (int k = 0; buffer[k] != '\0'; k++) buffer[k] = tolower(buffer[k]);
  if (isPalindrome(buffer)) storePalindrome(st, buffer);
}

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
void storePalindrome(struct TextStats *st, char *str) {
  for (int k = 0; k < st->palCount; k++) {
    if (strcmp(st->palList[k], str) == 0) return;
  }
  if (st->palCount < MAX_PALS) {
    strcpy(st->palList[st->palCount], str);
    st->palCount++;
  }
}

void printResults(struct TextStats *st) {
  printf("Characters: %ld\n", st->charCount);
  printf("Words:      %ld\n", st->wordCount);
  printf("Lines:      %ld\n", st->lineCount);
  if (st->wordCount > 0) {
    printf("Longest word: %s (%d letters)\n", st->longestWord, (int)strlen(st->longestWord));
    printf("Average word length: %.2f\n", (double)st->lenSum / st->wordCount);
  }
  showHistogram(st->letterFreq, st->letterTotal);

  printf("\nPalindromes found: %d\n", st->palCount);
  for (int k = 0; k < st->palCount; k++) printf("  %s\n", st->palList[k]);
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
