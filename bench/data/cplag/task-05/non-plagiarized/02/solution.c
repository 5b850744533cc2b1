/*
 * Text statistics - slurps the whole input into memory first,
 * splits it into words with strtok and then works on the word list.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

typedef struct {
    char *text;
    size_t len;
} WordRec;

static char *read_all(FILE *in, size_t *size_out)
{
    size_t cap = 1024, n = 0;
    char *buf = malloc(cap);
    int ch;
    if (!buf) return NULL;
    while ((ch = getc(in)) != EOF) {
        if (n + 1 >= cap) {
            char *tmp = realloc(buf, cap * 2);
            if (!tmp) { free(buf); return NULL; }
            buf = tmp;
            cap *= 2;
        }
        buf[n++] = (char)ch;
    }
    buf[n] = '\0';
    *size_out = n;
    return buf;
}

static int mirror_word(const char *s, size_t len)
{
    size_t a, letters = 0;
    for (a = 0; a < len; a++)
        if (isalpha((unsigned char)s[a])) letters++;
    if (letters < 2) return 0;
    for (a = 0; a < len / 2; a++)
        if (tolower((unsigned char)s[a]) != tolower((unsigned char)s[len - 1 - a]))
            return 0;
    return 1;
}

int main(int argc, char **argv)
{
    FILE *in = stdin;
    size_t size, i, nlines = 0, nwords = 0, cap = 64, total = 0, best = 0;
    long freq[26] = {0}, letters = 0;
    WordRec *list;
    char *text, *tok;
    const char *delims = " \t\r\n\v\f.,;:!?\"()[]{}<>-_/\\*";

    if (argc == 2 && (in = fopen(argv[1], "r")) == NULL) {
        perror(argv[1]);
        return EXIT_FAILURE;
    }
    text = read_all(in, &size);
    if (in != stdin) fclose(in);
    if (!text) { fputs("out of memory\n", stderr); return EXIT_FAILURE; }

    for (i = 0; i < size; i++) {
        unsigned char u = (unsigned char)text[i];
        if (u == '\n') nlines++;
        if (isalpha(u)) { freq[tolower(u) - 'a']++; letters++; }
    }
    if (size > 0 && text[size - 1] != '\n') nlines++;   /* last unterminated line */

    list = malloc(cap * sizeof *list);
    for (tok = strtok(text, delims); tok; tok = strtok(NULL, delims)) {
        if (nwords == cap) {
            cap *= 2;
            list = realloc(list, cap * sizeof *list);
        }
        list[nwords].text = tok;
        list[nwords].len = strlen(tok);
        total += list[nwords].len;
        if (list[nwords].len > list[best].len) best = nwords;
        nwords++;
    }

    printf("%-22s %zu\n", "characters:", size);
    printf("%-22s %zu\n", "words:", nwords);
    printf("%-22s %zu\n", "lines:", nlines);
    if (nwords) {
        printf("%-22s %s\n", "longest word:", list[best].text);
        printf("%-22s %.3f\n", "mean word length:", (double)total / nwords);
    }

    printf("\nletter  count  share\n");
    for (i = 0; i < 26; i++)
        printf("  %c   %6ld  %5.2f%%\n", (int)('A' + i), freq[i],
               letters ? 100.0 * freq[i] / letters : 0.0);

    printf("\npalindromic words:");
    for (i = 0; i < nwords; i++)
        if (mirror_word(list[i].text, list[i].len))
            printf(" %s", list[i].text);
    putchar('\n');

    free(list);
    free(text);
    return EXIT_SUCCESS;
}
