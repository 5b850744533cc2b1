/*
 * Lab 5 - Classical ciphers
 * Caesar and Vigenere encryption / decryption
 */
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>

#define MAX_LEN 1024
#define ALPHABET 26

/* shift one letter by k places, keeps upper/lower case */
char shift_letter(char c, int k)
{
    char base;

    if (isupper(c))
        base = 'A';
    else if (islower(c))
        base = 'a';
    else
        return c;   /* not a letter, leave it */

    k = k % ALPHABET;
    if (k < 0)
        k = k + ALPHABET;
    return (char)(base + (c - base + k) % ALPHABET);
}

void caesar(char *text, int shift, int decrypt)
{
    int i;

    if (decrypt)
        shift = -shift;
    for (i = 0; i < strlen(text); i++) {
        text[i] = shift_letter(text[i], shift);
    }
}

/* the key is only ok if it has letters and nothing else */
int check_key(const char *key)
{
    int i;
    int len = strlen(key);

    if (len == 0)
        return 0;
    for (i = 0; i < len; i++) {
        if (!isalpha(key[i]))
            return 0;
    }
    return 1;
}

void vigenere(char *text, const char *key, int decrypt)
{
    int i, j = 0;
    int klen = strlen(key);
    int k;

    for (i = 0; text[i] != '\0'; i++) {
        if (isalpha(text[i])) {
            k = toupper(key[j % klen]) - 'A';
            if (decrypt)
                k = -k;
            text[i] = shift_letter(text[i], k);
            j++;   /* only move in the key when we used it */
        }
    }
}

void remove_newline(char *s)
{
    int n = strlen(s);
    if (n > 0 && s[n - 1] == '\n')
        s[n - 1] = '\0';
}

int main(void)
{
    char text[MAX_LEN];
    char key[MAX_LEN];
    char line[64];
    int choice, mode, shift;
    int count = 0;

    printf("=== Classical ciphers ===\n");
    printf("1) Caesar\n2) Vigenere\n");
    printf("Choose cipher: ");
    if (scanf("%d", &choice) != 1 || (choice != 1 && choice != 2)) {
        printf("Invalid choice\n");
        return 1;
    }

    printf("1) Encrypt\n2) Decrypt\n");
    printf("Choose mode: ");
    if (scanf("%d", &mode) != 1 || (mode != 1 && mode != 2)) {
        printf("Invalid mode\n");
        return 1;
    }
    getchar(); /* eat the newline that scanf left */

    if (choice == 1) {
        printf("Enter shift (0-25): ");
        fgets(line, sizeof(line), stdin);
        shift = atoi(line);
        if (shift < 0 || shift > 25) {
            printf("Bad key: shift must be between 0 and 25\n");
            return 1;
        }
    } else {
        printf("Enter keyword (letters only): ");
        fgets(key, MAX_LEN, stdin);
        remove_newline(key);
        if (!check_key(key)) {
            printf("Bad key: keyword must contain only letters\n");
            return 1;
        }
    }

    printf("Enter text: ");
    fgets(text, MAX_LEN, stdin);
    remove_newline(text);

    if (choice == 1)
        caesar(text, shift, mode == 2);
    else
        vigenere(text, key, mode == 2);

    if (mode == 1)
        printf("Encrypted: %s\n", text);
    else
        printf("Decrypted: %s\n", text);

    return 0;
}
