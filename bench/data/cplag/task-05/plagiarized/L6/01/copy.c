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
  int longestLen;
  char palList[MAX_PALS][WORD_LEN];
  int palCount;
};

FILE *openInput(int argc, char *argv[]);
void finishWord(struct TextStats *st, char *buffer, int pos);
int isPalindrome(const char *str, int lo, int hi);
void storePalindrome(struct TextStats *st, char *str);
void printResults(struct TextStats *st);
void showHistogram(int letterFreq[], int sum);

int main(int argc, char *argv[]) {
  FILE *input = openInput(argc, argv);
  if (!input) return 1;

  struct TextStats st = {0};
  char buffer[WORD_LEN];
  int pos = 0;      // pos == 0 means we are between words
  int last = '\n';

  for (;;) {
    int ch = getc(input);
    if (ch == EOF) break;
    last = ch;
    st.charCount += 1;
    if (ch == '\n') st.lineCount += 1;
    if (isalpha(ch)) {
      st.letterFreq[tolower(ch) - 'a'] += 1;
      st.letterTotal += 1;
    }
    if (!isalnum(ch) && ch != '\'') {
      if (pos > 0) finishWord(&st, buffer, pos);
      pos = 0;
      continue;
    }
    if (pos < WORD_LEN - 1) {
      buffer[pos] = ch;
      pos = pos + 1;
    }
  }
  // word or line still open when the file ended
  if (pos > 0) finishWord(&st, buffer, pos);
  if (last != '\n') st.lineCount += 1;

  if (input != stdin) fclose(input);

  printResults(&st);
  return 0;
}

// returns stdin or the file from the command line, NULL if it can't be opened
FILE *openInput(int argc, char *argv[]) {
  FILE *f = (argc > 1) ? fopen(argv[1], "r") : stdin;
  if (!f) fprintf(stderr, "error: cannot open '%s'\n", argv[1]);
  return f;
}

// end of word -> update stats
void finishWord(struct TextStats *st, char *buffer, int pos) {
  buffer[pos] = '\0';
  ++st->wordCount;
  st->lenSum = st->lenSum + pos;
  if (pos > st->longestLen) {
    strcpy(st->longestWord, buffer);
    st->longestLen = pos;
  }
  char *p = buffer;
  while (*p) {
    *p = tolower(*p);
    ++p;
  }
  if (pos >= 2 && isPalindrome(buffer, 0, pos - 1)) storePalindrome(st, buffer);
}

// recursive check: compare outer chars, then the inside
int isPalindrome(const char *str, int lo, int hi) {
  if (lo >= hi) return 1;
  if (str[lo] != str[hi]) return 0;
  return isPalindrome(str, lo + 1, hi - 1);
}

// remember a palindrome (skip duplicates)
void storePalindrome(struct TextStats *st, char *str) {
  if (st->palCount >= MAX_PALS) return;
  for (int k = st->palCount - 1; k >= 0; k--) {
    if (!strcmp(st->palList[k], str)) return;
  }
  strcpy(st->palList[st->palCount++], str);
}

void printResults(struct TextStats *st) {
  printf("Characters : %ld\n", st->charCount);
  printf("Words      : %ld\n", st->wordCount);
  printf("Lines      : %ld\n", st->lineCount);
  if (st->wordCount == 0) {
    puts("(no words in input)");
  } else {
    printf("Longest    : %s (%d)\n", st->longestWord, st->longestLen);
    printf("Avg length : %.2f\n", st->lenSum / (double)st->wordCount);
  }
  showHistogram(st->letterFreq, st->letterTotal);

  if (st->palCount == 0) {
    puts("\nNo palindromes.");
    return;
  }
  printf("\nPalindromes (%d):", st->palCount);
  for (int k = 0; k < st->palCount; k++) printf(" %s", st->palList[k]);
  putchar('\n');
}

// histogram of a..z with percentages, longest bar is HIST_WIDTH marks
void showHistogram(int letterFreq[], int sum) {
  int highest = 0;
  int *p = letterFreq;
  while (p < letterFreq + ALPHABET_SIZE) {
    if (*p > highest) highest = *p;
    p++;
  }
  if (highest == 0) {
    puts("\nNo letters found.");
    return;
  }

  puts("\nLetter  count      %");
  for (int idx = 0; idx < ALPHABET_SIZE; idx += 1) {
    int barLen = letterFreq[idx] * HIST_WIDTH / highest;
    printf("  %c   %6d  %5.1f  ", 'a' + idx, letterFreq[idx], 100.0 * letterFreq[idx] / sum);
    while (barLen-- > 0) putchar('#');
    putchar('\n');
  }
}
