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
  while (*s != '\0' && *s != '\n') s++;
  *s = '\0';
}

int isValidKey(const char *kw) {
  int idx = 0;
  if (kw[0] == '\0') return 0;
  while (kw[idx] != '\0') {
    if (!((kw[idx] >= 'a' && kw[idx] <= 'z') || (kw[idx] >= 'A' && kw[idx] <= 'Z'))) return 0;
    idx = idx + 1;
  }
  return 1;
}

char shiftChar(char ch, int n) {
  char start;
  if (ch >= 'A' && ch <= 'Z') start = 'A';
  else if (ch >= 'a' && ch <= 'z') start = 'a';
  else return ch;
  n %= 26;
  if (n < 0) n += 26;
  return (char)(start + (ch - start + n) % 26);
}

// one function for both ciphers, type picks which shift is used
void applyCipher(char *str, CipherType type, int amt, const char *kw, int dec) {
  int idx = 0, kIdx = 0, kwLen = 0, step;
  if (type == VIGENERE) kwLen = strlen(kw);
  while (str[idx] != '\0') {
    if (type == CAESAR) {
      if (dec) step = -amt;
      else step = amt;
      str[idx] = shiftChar(str[idx], step);
    } else if (isalpha((unsigned char)str[idx])) {
      step = toupper(kw[kIdx % kwLen]) - 'A'; // A=0 ... Z=25
      if (dec) step = -step;
      str[idx] = shiftChar(str[idx], step);
      kIdx = kIdx + 1;
    }
    idx = idx + 1;
  }
}

int readOption(const char *items, const char *prompt, const char *err) {
  char line[64];
  int sel = 0;
  fputs(items, stdout);
  fputs(prompt, stdout);
  if (fgets(line, sizeof(line), stdin) == NULL || sscanf(line, "%d", &sel) != 1
      || (sel != 1 && sel != 2)) {
    fputs(err, stdout);
    return 0;
  }
  return sel;
}

int readShift(int *amount) {
  char tmp[64];
  fputs("Enter shift (0-25): ", stdout);
  fgets(tmp, sizeof(tmp), stdin);
  if (sscanf(tmp, "%d", amount) != 1) *amount = 0;
  if (*amount < 0 || *amount > 25) {
    fputs("Bad key: shift must be between 0 and 25\n", stdout);
    return 0;
  }
  return 1;
}

int main(void) {
  int amount = 0;
  CipherType cipherType;
  Mode opMode;

  puts("=== Classical ciphers ===");
  cipherType = (CipherType)readOption("1) Caesar\n2) Vigenere\n", "Choose cipher: ", "Invalid choice\n");
  if (!cipherType) return 1;
  opMode = (Mode)readOption("1) Encrypt\n2) Decrypt\n", "Choose mode: ", "Invalid mode\n");
  if (!opMode) return 1;

  switch (cipherType) {
  case CAESAR:
    if (!readShift(&amount)) return 1;
    break;
  default:
    fputs("Enter keyword (letters only): ", stdout);
    fgets(keyWord, MAXBUF, stdin);
    chomp(keyWord);
    if (!isValidKey(keyWord)) {
      puts("Bad key: keyword must contain only letters");
      return 1;
    }
    break;
  }
  fputs("Enter text: ", stdout);
  fgets(input, MAXBUF, stdin);
  chomp(input);
  applyCipher(input, cipherType, amount, keyWord, opMode == DECRYPT);
  switch (opMode) {
  case ENCRYPT: fputs("Encrypted: ", stdout); break;
  default:      fputs("Decrypted: ", stdout); break;
  }
  fputs(input, stdout);
  putchar('\n');
  return 0;
}
