// Text statistics: reads lines with fgets, cuts them into tokens with
// sscanf("%n"), keeps every word in an array and sorts it by length.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

#define MAXW 5000
#define WL 40

struct word {
    char s[WL];
    int n;
};

struct word all[MAXW];
int count = 0;

// removes punctuation at both ends of a token, returns the new length
int trim(char *t)
{
    int n = strlen(t), start = 0;
    while (n > 0 && !isalnum((unsigned char)t[n - 1])) n--;
    t[n] = '\0';
    while (start < n && !isalnum((unsigned char)t[start])) start++;
    memmove(t, t + start, n - start + 1);
    return n - start;
}

int by_length(const void *a, const void *b)
{
    const struct word *x = a, *y = b;
    if (x->n != y->n) return y->n - x->n;
    return strcmp(x->s, y->s);
}

int palindrome(const char *s, int n)
{
    char rev[WL];
    int i;
    for (i = 0; i < n; i++) rev[i] = tolower((unsigned char)s[n - 1 - i]);
    rev[n] = '\0';
    for (i = 0; i < n; i++)
        if (tolower((unsigned char)s[i]) != rev[i]) return 0;
    return n >= 3;
}

int main(int argc, char *argv[])
{
    FILE *in = stdin;
    char line[1024], tok[1024];
    long chars = 0, lines = 0, lettersum = 0, freq[26] = {0};
    int used, i;
    double avg = 0;

    if (argc > 1 && !(in = fopen(argv[1], "r"))) {
        fprintf(stderr, "%s: no such file\n", argv[1]);
        return 2;
    }

    while (fgets(line, sizeof line, in)) {
        char *p = line;
        chars += strlen(line);
        if (strchr(line, '\n')) lines++;
        for (i = 0; line[i]; i++)
            if (isalpha((unsigned char)line[i])) freq[tolower((unsigned char)line[i]) - 'a']++;
        while (sscanf(p, "%1023s%n", tok, &used) == 1) {
            p += used;
            int n = trim(tok);
            if (n == 0 || n >= WL || count == MAXW) continue;
            strcpy(all[count].s, tok);
            all[count].n = n;
            avg += n;
            count++;
        }
    }
    if (in != stdin) fclose(in);

    printf("chars %ld, words %d, lines %ld\n", chars, count, lines);
    if (count == 0) return 0;
    printf("average word length %.2f\n", avg / count);

    puts("\n-- palindromes --");
    for (i = 0; i < count; i++)
        if (palindrome(all[i].s, all[i].n)) printf("%s\n", all[i].s);

    qsort(all, count, sizeof all[0], by_length);
    puts("\n-- longest words --");
    for (i = 0; i < count && i < 5; i++)
        printf("%2d. %s (%d)\n", i + 1, all[i].s, all[i].n);

    for (i = 0; i < 26; i++) lettersum += freq[i];
    puts("\n-- letters --");
    for (i = 0; i < 13; i++)
        printf("%c %5ld (%4.1f%%)      %c %5ld (%4.1f%%)\n",
               'a' + i, freq[i], lettersum ? 100.0 * freq[i] / lettersum : 0,
               'n' + i, freq[i + 13], lettersum ? 100.0 * freq[i + 13] / lettersum : 0);
    return 0;
}
