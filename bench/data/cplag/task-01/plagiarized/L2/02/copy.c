// caesar + vigenere cipher program
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>
#define MAXBUF 1024
#define NLETTERS 26

char shiftChar(char ch, int n) {
  char start;
  if (isupper(ch)) start = 'A';
  else if (islower(ch)) start = 'a';
  else return ch;
  n = n % NLETTERS;
  if (n < 0) n = n + NLETTERS;
  return (char)(start + (ch - start + n) % NLETTERS);
}

void doCaesar(char *str, int amt, int dec) {
  int idx;
  if (dec) amt = -amt;
  for (idx = 0; idx < strlen(str); idx++) {
    str[idx] = shiftChar(str[idx], amt);
  }
}

int isValidKey(const char *kw) {
  int idx;
  int kwLen = strlen(kw);
  if (kwLen == 0) return 0;
  for (idx = 0; idx < kwLen; idx++) {
    if (!isalpha(kw[idx])) return 0;
  }
  return 1;
}

void doVigenere(char *str, const char *kw, int dec) {
  int idx, kIdx = 0;
  int kwLen = strlen(kw);
  int amt;
  for (idx = 0; str[idx] != '\0'; idx++) {
    if (isalpha(str[idx])) {
      amt = toupper(kw[kIdx % kwLen]) - 'A'; // A=0 ... Z=25
      if (dec) amt = -amt;
      str[idx] = shiftChar(str[idx], amt);
      kIdx++;
    }
  }
}

void chomp(char *s) {
  int len = strlen(s);
  if (len > 0 && s[len-1] == '\n') s[len-1] = '\0';
}

int main(void) {
  char input[MAXBUF];
  char keyWord[MAXBUF];
  char tmp[64];
  int cipherType, opMode, amount;
  int cnt = 0;

  printf("=== Classical ciphers ===\n");
  printf("1) Caesar\n2) Vigenere\n");
  printf("Choose cipher: ");
  if (scanf("%d", &cipherType) != 1 || (cipherType != 1 && cipherType != 2)) {
    printf("Invalid choice\n");
    return 1;
  }
  printf("1) Encrypt\n2) Decrypt\n");
  printf("Choose mode: ");
  if (scanf("%d", &opMode) != 1 || (opMode != 1 && opMode != 2)) {
    printf("Invalid mode\n");
    return 1;
  }
  getchar(); // leftover newline

  if (cipherType == 1) {
    printf("Enter shift (0-25): ");
    fgets(tmp, sizeof(tmp), stdin);
    amount = atoi(tmp);
    if (amount < 0 || amount > 25) {
      printf("Bad key: shift must be between 0 and 25\n");
      return 1;
    }
  } else {
    printf("Enter keyword (letters only): ");
    fgets(keyWord, MAXBUF, stdin);
    chomp(keyWord);
    if (!isValidKey(keyWord)) {
      printf("Bad key: keyword must contain only letters\n");
      return 1;
    }
  }
  printf("Enter text: ");
  fgets(input, MAXBUF, stdin);
  chomp(input);
  if (cipherType == 1) doCaesar(input, amount, opMode == 2);
  else doVigenere(input, keyWord, opMode == 2);
  if (opMode == 1) printf("Encrypted: %s\n", input);
  else printf("Decrypted: %s\n", input);
  return 0;
}
