#include <stdio.h>
#include <string.h>
#include <ctype.h>

int main(void)
{
    char filename[100];
    char word[200];
    char longest[200] = "";
    FILE *f;
    int words = 0, chars = 0, lines = 0;
    int total = 0;
    int letter[26];
    int c, i, j, len, pal;

    for (i = 0; i < 26; i++)
        letter[i] = 0;

    printf("File name: ");
    scanf("%99s", filename);
    f = fopen(filename, "r");
    if (f == NULL) {
        printf("Error opening file!\n");
        return 1;
    }

    // first pass: words
    while (fscanf(f, "%199s", word) == 1) {
        words++;
        len = strlen(word);
        total = total + len;
        if (len > strlen(longest))
            strcpy(longest, word);

        pal = 1;
        for (i = 0, j = len - 1; i < j; i++, j--) {
            if (toupper(word[i]) != toupper(word[j])) {
                pal = 0;
                break;
            }
        }
        if (pal && len > 1)
            printf("Palindrome found: %s\n", word);
    }

    // second pass: characters, lines, letters
    rewind(f);
    while ((c = fgetc(f)) != EOF) {
        chars++;
        if (c == '\n')
            lines++;
        if (isupper(c))
            letter[c - 'A']++;
        else if (islower(c))
            letter[c - 'a']++;
    }
    fclose(f);

    printf("\nNumber of characters: %d\n", chars);
    printf("Number of words: %d\n", words);
    printf("Number of lines: %d\n", lines);
    printf("Longest word: %s\n", longest);
    if (words != 0)
        printf("Average word length: %f\n", (float)total / words);

    printf("\nHistogram:\n");
    for (i = 0; i < 26; i++) {
        printf("%c ", 'A' + i);
        for (j = 0; j < letter[i]; j++)
            printf("*");
        printf("\n");
    }

    return 0;
}
