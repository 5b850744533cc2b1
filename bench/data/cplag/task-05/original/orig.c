/* textstat.c - text statistics
 * Reads text from stdin or from a file given as first argument
 * and prints: characters, words, lines, longest word, average
 * word length, letter frequencies and the palindromes found.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

#define MAXWORD 64
#define MAXPAL 100
#define BAR_WIDTH 50

/* global tables */
int letters[26];
char palindromes[MAXPAL][MAXWORD];
int npal = 0;

/* returns 1 if the word reads the same backwards */
int is_palindrome(char *w)
{
    int i = 0;
    int j = strlen(w) - 1;

    if (strlen(w) < 2)   /* single letters dont count */
        return 0;
    while (i < j) {
        if (tolower(w[i]) != tolower(w[j]))
            return 0;
        i++;
        j--;
    }
    return 1;
}

/* store a palindrome, but only once */
void add_palindrome(char *w)
{
    int i;
    for (i = 0; i < npal; i++) {
        if (strcmp(palindromes[i], w) == 0)
            return;
    }
    if (npal < MAXPAL) {
        strcpy(palindromes[npal], w);
        npal++;
    }
}

/* convert a word to lower case (in place) */
void lower_word(char *w)
{
    int i;
    for (i = 0; w[i] != '\0'; i++)
        w[i] = tolower(w[i]);
}

/* print the letter counts with a bar chart scaled to BAR_WIDTH */
void print_chart(int total)
{
    int i, j, len;
    int max = 0;

    for (i = 0; i < 26; i++)
        if (letters[i] > max)
            max = letters[i];

    printf("\nLetter frequencies:\n");
    for (i = 0; i < 26; i++) {
        if (max > 0)
            len = letters[i] * BAR_WIDTH / max;
        else
            len = 0;
        printf("%c %5d ", 'a' + i, letters[i]);
        for (j = 0; j < len; j++)
            putchar('*');
        printf("\n");
    }
}

int main(int argc, char *argv[])
{
    FILE *fp;
    int c, i;
    long chars = 0, words = 0, lines = 0;
    long total_len = 0;
    char word[MAXWORD];
    char longest[MAXWORD] = "";
    int len = 0;
    int in_word = 0;
    int total_letters = 0;

    if (argc > 1) {
        fp = fopen(argv[1], "r");
        if (fp == NULL) {
            printf("Cannot open file %s\n", argv[1]);
            return 1;
        }
    } else {
        fp = stdin;
    }

    /* read everything one char at a time */
    while ((c = fgetc(fp)) != EOF) {
        chars++;
        if (c == '\n')
            lines++;
        if (isalpha(c)) {
            letters[tolower(c) - 'a']++;
            total_letters++;
        }
        if (isalnum(c) || c == '\'') {
            if (len < MAXWORD - 1)
                word[len++] = c;
            in_word = 1;
        } else if (in_word) {
            /* a word just ended */
            word[len] = '\0';
            words++;
            total_len += len;
            if (len > strlen(longest))
                strcpy(longest, word);
            lower_word(word);
            if (is_palindrome(word))
                add_palindrome(word);
            len = 0;
            in_word = 0;
        }
    }

    if (fp != stdin)
        fclose(fp);

    printf("Characters: %ld\n", chars);
    printf("Words:      %ld\n", words);
    printf("Lines:      %ld\n", lines);
    if (words > 0) {
        printf("Longest word: %s (%d letters)\n", longest, (int)strlen(longest));
        printf("Average word length: %.2f\n", (double)total_len / words);
    }
    print_chart(total_letters);

    printf("\nPalindromes found: %d\n", npal);
    for (i = 0; i < npal; i++)
        printf("  %s\n", palindromes[i]);

    return 0;
}
