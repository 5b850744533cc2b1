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
  int bad = 0, idx;
  for (idx = 0; kw[idx] != '\0'; idx++) {
    if (kw[idx] < 'A' || (kw[idx] > 'Z' && kw[idx] < 'a') || kw[idx] > 'z') bad++;
  }
  return idx > 0 && bad == 0;
}

char shiftChar(char ch, int n) {
  char start;
  if (ch >= 'a' && ch <= 'z') start = 'a';
  else if (ch >= 'A' && ch <= 'Z') start = 'A';
  else return ch;
  while (n < 0) n += 26;
  return (char)(start + (ch - start + n) % 26);
}

// one function for both ciphers, works on the first char and recurses on the rest
void applyCipher(char *str, CipherType type, int amt, const char *kw, int kIdx, int dec) {
  int step;
  if (*str == '\0') return;
  if (type == CAESAR) {
    step = amt;
  } else if (isalpha((unsigned char)*str)) {
    step = toupper(kw[kIdx]) - 'A'; // A=0 ... Z=25
    kIdx = (kw[kIdx + 1] == '\0') ? 0 : kIdx + 1;
  } else {
    step = 0;
  }
  *str = shiftChar(*str, dec ? -step : step);
  applyCipher(str + 1, type, amt, kw, kIdx, dec);
}

// returns 1 or 2, -1 means the answer was not usable
int readOption(const char *items, const char *prompt) {
  char line[64];
  int sel;
  fputs(items, stdout);
  fputs(prompt, stdout);
  if (fgets(line, sizeof(line), stdin) == NULL) return -1;
  if (sscanf(line, "%d", &sel) != 1) return -1;
  return (sel == 1 || sel == 2) ? sel : -1;
}

int readShift(int *amount) {
  char tmp[64];
  fputs("Enter shift (0-25): ", stdout);
  fgets(tmp, sizeof(tmp), stdin);
  if (sscanf(tmp, "%d", amount) == 1 && *amount >= 0 && *amount <= 25) return 1;
  fputs("Bad key: the shift has to be a whole number from 0 to 25\n", stdout);
  return 0;
}

int readKeyword(void) {
  fputs("Enter keyword (letters only): ", stdout);
  fgets(keyWord, MAXBUF, stdin);
  chomp(keyWord);
  if (isValidKey(keyWord)) return 1;
  puts("Bad key: keyword must contain only letters");
  return 0;
}

int main(void) {
  int amount = 0, sel;
  CipherType cipherType;
  Mode opMode;

  puts("=== Classical ciphers ===");
  sel = readOption("1) Caesar\n2) Vigenere\n", "Choose cipher: ");
  if (sel < 0) {
    puts("Invalid choice");
    return 1;
  }
  cipherType = (CipherType)sel;
  sel = readOption("1) Encrypt\n2) Decrypt\n", "Choose mode: ");
  if (sel < 0) {
    puts("Invalid mode");
    return 1;
  }
  opMode = (Mode)sel;

  if (cipherType == VIGENERE ? !readKeyword() : !readShift(&amount)) return 1;

  fputs("Enter text: ", stdout);
  if (fgets(input, MAXBUF, stdin) == NULL) return 1;
  chomp(input);
  applyCipher(input, cipherType, amount, keyWord, 0, opMode == DECRYPT);
  printf("%s -> %s\n", opMode == DECRYPT ? "Decrypted" : "Encrypted", input);
  return 0;
}
