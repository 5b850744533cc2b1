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

void chomp(char *s) {
  int len;
  len = strlen(s);
  if (len > 0 && s[len-1] == '\n') s[len-1] = '\0';
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

char shiftChar(char ch, int n) {
  char start;
  if (isupper(ch)) start = 'A';
  else if (islower(ch)) start = 'a';
  else return ch;
  n = n % 26;
  if (n < 0) n = n + 26;
  return (char)(start + (ch - start + n) % 26);
}

// one function for both ciphers, type picks which shift is used
void applyCipher(char *str, CipherType type, int amt, const char *kw, int dec) {
  int idx, kIdx, kwLen, step;
  kIdx = 0;
  kwLen = (type == VIGENERE) ? strlen(kw) : 0;
  for (idx = 0; str[idx] != '\0'; idx++) {
    if (type == CAESAR) {
      step = dec ? -amt : amt;
      str[idx] = shiftChar(str[idx], step);
    } else if (isalpha(str[idx])) {
      step = toupper(kw[kIdx % kwLen]) - 'A'; // A=0 ... Z=25
      if (dec) step = -step;
      str[idx] = shiftChar(str[idx], step);
      kIdx++;
    }
  }
}

int readOption(const char *items, const char *prompt, const char *err) {
  int sel;
  printf("%s", items);
  printf("%s", prompt);
  if (scanf("%d", &sel) != 1 || (sel != 1 && sel != 2)) {
    printf("%s", err);
    return 0;
  }
  return sel;
}

int readShift(int *amount) {
  char tmp[64];
  printf("Enter shift (0-25): ");
  fgets(tmp, sizeof(tmp), stdin);
  *amount = atoi(tmp);
  if (*amount < 0 || *amount > 25) {
    printf("Bad key: shift must be between 0 and 25\n");
    return 0;
  }
  return 1;
}

int main(void) {
  int amount, cnt;
  CipherType cipherType;
  Mode opMode;

  cnt = 0;
  amount = 0;
  printf("=== Classical ciphers ===\n");
  cipherType = (CipherType)readOption("1) Caesar\n2) Vigenere\n", "Choose cipher: ", "Invalid choice\n");
  if (cipherType == 0) return 1;
  opMode = (Mode)readOption("1) Encrypt\n2) Decrypt\n", "Choose mode: ", "Invalid mode\n");
  if (opMode == 0) return 1;
  getchar(); // leftover newline

  if (cipherType == CAESAR) {
    if (!readShift(&amount)) return 1;
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
  applyCipher(input, cipherType, amount, keyWord, opMode == DECRYPT);
  if (opMode == ENCRYPT) printf("Encrypted: %s\n", input);
  else printf("Decrypted: %s\n", input);
  return 0;
}
