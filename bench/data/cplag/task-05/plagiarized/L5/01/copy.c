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
  if (!input) return 1;

  struct TextStats st = {0};
  char buffer[WORD_LEN];
  int pos = 0;
  int insideWord = 0;
  int ch = getc(input);

  while (ch != EOF) {
    st.charCount += 1;
    if (ch == '\n') st.lineCount += 1;
    if (isalpha(ch)) {
      st.letterFreq[tolower(ch) - 'a'] += 1;
      st.letterTotal += 1;
    }
    int wordChar = isalnum(ch) || ch == '\'';
    if (wordChar) {
      if (pos < WORD_LEN - 1) {
        buffer[pos] = ch;
        pos = pos + 1;
      }
      insideWord = 1;
    } else if (insideWord) {
      finishWord(&st, buffer, pos);
      pos = 0;
      insideWord = 0;
    }
    ch = getc(input);
  }
  if (input != stdin) fclose(input);

  printResults(&st);
  return 0;
}

// returns stdin or the file from the command line, NULL if it can't be opened
FILE *openInput(int argc, char *argv[]) {
  FILE *f = (argc > 1) ? fopen(argv[1], "r") : stdin;
  if (!f) fprintf(stdout, "Cannot open file %s\n", argv[1]);
  return f;
}

// end of word -> update stats
void finishWord(struct TextStats *st, char *buffer, int pos) {
  buffer[pos] = '\0';
  ++st->wordCount;
  st->lenSum = st->lenSum + pos;
  if (pos > strlen(st->longestWord)) strcpy(st->longestWord, buffer);
  char *p = buffer;
  while (*p) {
    *p = tolower(*p);
    ++p;
  }
  if (isPalindrome(buffer)) storePalindrome(st, buffer);
}

// check whether str is the same forwards and backwards
int isPalindrome(char *str) {
  size_t n = strlen(str);
  if (n < 2) return 0;   // ignore one-letter words

  char *front = str;
  char *back = str + n - 1;
  while (front < back) {
    if (tolower(*front) != tolower(*back)) return 0;
    front++;
    back--;
  }
  return 1;
}

// remember a palindrome (skip duplicates)
void storePalindrome(struct TextStats *st, char *str) {
  int k = 0;
  while (k < st->palCount) {
    if (!strcmp(st->palList[k], str)) return;
    k += 1;
  }
  if (st->palCount < MAX_PALS) {
    strcpy(st->palList[st->palCount++], str);
  }
}

void printResults(struct TextStats *st) {
  printf("Characters: %ld\n", st->charCount);
  printf("Words:      %ld\n", st->wordCount);
  printf("Lines:      %ld\n", st->lineCount);
  if (st->wordCount != 0) {
    printf("Longest word: %s (%d letters)\n", st->longestWord, (int)strlen(st->longestWord));
    printf("Average word length: %.2f\n", st->lenSum / (double)st->wordCount);
  }
  showHistogram(st->letterFreq, st->letterTotal);

  printf("\nPalindromes found: %d\n", st->palCount);
  int k = 0;
  while (k < st->palCount) {
    fputs("  ", stdout);
    puts(st->palList[k]);
    k++;
  }
}

// histogram of a..z, longest bar is HIST_WIDTH stars
void showHistogram(int letterFreq[], int sum) {
  int highest = 0;
  int *p = letterFreq;
  while (p < letterFreq + ALPHABET_SIZE) {
    if (*p > highest) highest = *p;
    p++;
  }

  puts("\nLetter frequencies:");
  for (int idx = 0; idx < ALPHABET_SIZE; idx += 1) {
    int barLen = highest > 0 ? letterFreq[idx] * HIST_WIDTH / highest : 0;
    printf("%c %5d ", 'a' + idx, letterFreq[idx]);
    while (barLen-- > 0) putchar('*');
    putchar('\n');
  }
}
