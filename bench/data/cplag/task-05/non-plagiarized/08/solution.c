/*
 * Assignment: Text Statistics
 * The user types text line by line. Input stops at end of file or when
 * a line containing only "." is entered. Also counts vowels/consonants.
 */
#include <stdio.h>
#include <string.h>
#include <ctype.h>

#define LINE_MAX_LEN 300   /* longest line we accept           */
#define WORD_MAX_LEN 50    /* longest word we keep             */
#define PAL_LIMIT    50    /* how many palindromes we remember */

/* running totals, kept in one place */
long total_chars, total_words, total_lines, total_word_len;
long vowels, consonants, letter_count[26];
char longest_word[WORD_MAX_LEN] = "";
char pal_found[PAL_LIMIT][WORD_MAX_LEN];
int pal_total = 0;

/* Returns 1 if the word has already been stored as a palindrome. */
int already_found(const char *word)
{
    int i;
    for (i = 0; i < pal_total; i++)
        if (strcmp(pal_found[i], word) == 0)
            return 1;
    return 0;
}

/* Palindrome check: compare first half against second half. */
int check_palindrome(const char *word)
{
    int half, length = (int)strlen(word);
    if (length < 2)
        return 0;
    for (half = 0; half < length / 2; half++)
        if (word[half] != word[length - half - 1])
            return 0;
    return 1;
}

/* Updates every statistic that depends on a whole word. */
void handle_word(const char *word)
{
    int length = (int)strlen(word);

    total_words++;
    total_word_len += length;
    if (length > (int)strlen(longest_word))
        strcpy(longest_word, word);
    if (check_palindrome(word) && !already_found(word) && pal_total < PAL_LIMIT)
        strcpy(pal_found[pal_total++], word);
}

/* Walks over one line, updating letter statistics and cutting out words. */
void handle_line(const char *line)
{
    char word[WORD_MAX_LEN];
    int pos = 0, i;

    for (i = 0; ; i++)
    {
        int ch = (unsigned char)line[i];
        if (isalpha(ch))
        {
            letter_count[tolower(ch) - 'a']++;
            if (strchr("aeiou", tolower(ch)) != NULL) vowels++; else consonants++;
            if (pos < WORD_MAX_LEN - 1)
                word[pos++] = (char)tolower(ch);
            continue;
        }
        if (pos > 0)   /* a word has just finished */
        {
            word[pos] = '\0';
            handle_word(word);
            pos = 0;
        }
        if (ch == '\0')
            break;
    }
}

/* Sorts letters by how often they occur (selection sort) and prints them. */
void print_letter_ranking(void)
{
    int order[26], i, j, tmp;

    for (i = 0; i < 26; i++)
        order[i] = i;
    for (i = 0; i < 25; i++)
        for (j = i + 1; j < 26; j++)
            if (letter_count[order[j]] > letter_count[order[i]])
            {
                tmp = order[i];
                order[i] = order[j];
                order[j] = tmp;
            }
    printf("\nLetters by frequency:\n");
    for (i = 0; i < 26 && letter_count[order[i]] > 0; i++)
        printf("  '%c' appears %ld time(s)\n", 'a' + order[i], letter_count[order[i]]);
}

/* Prints the final report. */
void print_report(void)
{
    int i;
    printf("\n===== REPORT =====\n");
    printf("Characters : %ld\n", total_chars);
    printf("Words      : %ld\n", total_words);
    printf("Lines      : %ld\n", total_lines);
    printf("Vowels     : %ld, consonants: %ld\n", vowels, consonants);
    if (total_words > 0)
    {
        printf("Longest    : %s\n", longest_word);
        printf("Avg length : %.2f\n", (double)total_word_len / total_words);
    }
    print_letter_ranking();
    printf("\nPalindromes:%s\n", pal_total == 0 ? " none" : "");
    for (i = 0; i < pal_total; i++)
        printf("  %d. %s\n", i + 1, pal_found[i]);
}

int main(void)
{
    char line[LINE_MAX_LEN];

    printf("Type your text. End with a line containing only '.'\n");
    while (fgets(line, sizeof(line), stdin) != NULL)
    {
        if (strcmp(line, ".\n") == 0 || strcmp(line, ".") == 0)
            break;   /* sentinel line */
        total_lines++;
        total_chars += (long)strlen(line);
        handle_line(line);
    }
    print_report();
    return 0;
}
