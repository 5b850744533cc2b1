#include <stdio.h>
#include <string.h>

int main()
{
    char word[200];
    char key[50];
    char cipher, dir;
    int n, i, j, k, ok;

    printf("Caesar or Vigenere? (c/v) ");
    scanf(" %c", &cipher);
    printf("encrypt or decrypt? (e/d) ");
    scanf(" %c", &dir);

    if (cipher == 'c') {
        printf("shift: ");
        if (scanf("%d", &n) != 1) {
            printf("the shift has to be a number!\n");
            return 0;
        }
        n = n % 26;
        if (dir == 'd')
            n = 26 - n;
        printf("word (no spaces): ");
        scanf("%s", word);
        for (i = 0; i < strlen(word); i++) {
            if (word[i] >= 'a' && word[i] <= 'z') {
                word[i] = word[i] + n;
                while (word[i] > 'z')
                    word[i] = word[i] - 26;
                while (word[i] < 'a')
                    word[i] = word[i] + 26;
            }
            if (word[i] >= 'A' && word[i] <= 'Z') {
                word[i] = word[i] + n;
                while (word[i] > 'Z')
                    word[i] = word[i] - 26;
                while (word[i] < 'A')
                    word[i] = word[i] + 26;
            }
        }
        printf("result: %s\n", word);
    }
    else if (cipher == 'v') {
        printf("key: ");
        scanf("%s", key);
        ok = 1;
        for (i = 0; i < strlen(key); i++) {
            if (!((key[i] >= 'a' && key[i] <= 'z') || (key[i] >= 'A' && key[i] <= 'Z')))
                ok = 0;
        }
        if (ok == 0) {
            printf("wrong key, only letters are allowed\n");
            return 0;
        }
        printf("word (no spaces): ");
        scanf("%s", word);
        j = 0;
        for (i = 0; i < strlen(word); i++) {
            k = key[j];
            if (k >= 'a')
                k = k - 'a';
            else
                k = k - 'A';
            if (dir == 'd')
                k = 26 - k;
            if (word[i] >= 'a' && word[i] <= 'z') {
                word[i] = (word[i] - 'a' + k) % 26 + 'a';
                j++;
            }
            else if (word[i] >= 'A' && word[i] <= 'Z') {
                word[i] = (word[i] - 'A' + k) % 26 + 'A';
                j++;
            }
            if (j == strlen(key))
                j = 0;
        }
        printf("result: %s\n", word);
    }
    else {
        printf("unknown cipher\n");
    }
    return 0;
}
