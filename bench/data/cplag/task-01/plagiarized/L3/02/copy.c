// caesar + vigenere cipher program
#include <stdlib.h>
#include <stdio.h>
#include <ctype.h>
#include <string.h>
#define MAXBUF 1024

typedef enum { CAESAR = 1, VIGENERE = 2 } CipherType;
typedef enum { ENCRYPT = 1, DECRYPT = 2 } Mode;

char input[MAXBUF];
char keyWord[MAXBUF];

char shiftChar(char ch, int n) {
  char start;
  if (isupper(ch)) start = 'A';
  else if (islower(ch)) start = 'a';
  else return ch;
  n = n % 26;
  if (n < 0) n = n + 26;
  return (char)(start + (ch - start + n) % 26);
}

void doCaesar(char *str, int amt, int dec) {
  int idx;
  if (dec) amt = -amt;
  for (idx = 0; idx < strlen(str); idx++) {
    str[idx] = shiftChar(str[idx], amt);
  }
}

int isValidKey(const char *kw) {
  int idx, kwLen;
  kwLen = strlen(kw);
  if (kwLen == 0) return 0;
  for (idx = 0; idx < kwLen; idx++) {
    if (!isalpha(kw[idx])) return 0;
  }
  return 1;
}

void doVigenere(char *str, const char *kw, int dec) {
  int idx, kIdx, kwLen, amt;
  kIdx = 0;
  kwLen = strlen(kw);
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
  int len;
  len = strlen(s);
  if (len > 0 && s[len-1] == '\n') s[len-1] = '\0';
}

int main(void) {
  char tmp[64];
  int amount, cnt;
  CipherType cipherType;
  Mode opMode;
  int sel;

  cnt = 0;
  printf("=== Classical ciphers ===\n");
  printf("1) Caesar\n2) Vigenere\n");
  printf("Choose cipher: ");
  if (scanf("%d", &sel) != 1 || (sel != CAESAR && sel != VIGENERE)) {
    printf("Invalid choice\n");
    return 1;
  }
  cipherType = (CipherType)sel;
  printf("1) Encrypt\n2) Decrypt\n");
  printf("Choose mode: ");
  if (scanf("%d", &sel) != 1 || (sel != ENCRYPT && sel != DECRYPT)) {
    printf("Invalid mode\n");
    return 1;
  }
  opMode = (Mode)sel;
  getchar(); // leftover newline

  if (cipherType == CAESAR) {
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
  if (cipherType == CAESAR) doCaesar(input, amount, opMode == DECRYPT);
  else doVigenere(input, keyWord, opMode == DECRYPT);
  if (opMode == ENCRYPT) printf("Encrypted: %s\n", input);
  else printf("Decrypted: %s\n", input);
  return 0;
}
