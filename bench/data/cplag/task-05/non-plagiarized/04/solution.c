/* tstat - text statistics.  usage: tstat [-cwlfp] [file...]
 * no flags = everything; no files = stdin; several files are combined. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SHOW_COUNTS = 1, SHOW_WORDS = 2, SHOW_LETTERS = 4, SHOW_PALS = 8, SHOW_ALL = 15 };
enum { NBUCKETS = 1021, MAXTOK = 128, CHART_HEIGHT = 12 };

typedef struct Entry {
    char *word;
    unsigned long hits;
    struct Entry *next;
} Entry;

typedef struct {
    unsigned long chars, words, lines, wordchars;
    unsigned long letters[26];
    char longest[MAXTOK];
    Entry *table[NBUCKETS];
} Stats;

static unsigned hash(const char *s)
{
    unsigned h = 5381;
    while (*s) h = h * 33u ^ (unsigned char)*s++;
    return h % NBUCKETS;
}

static void remember(Stats *st, const char *w)
{
    unsigned h = hash(w);
    Entry *e;
    for (e = st->table[h]; e; e = e->next)
        if (strcmp(e->word, w) == 0) { e->hits++; return; }
    if (!(e = malloc(sizeof *e)) || !(e->word = malloc(strlen(w) + 1))) {
        perror("malloc");
        exit(EXIT_FAILURE);
    }
    strcpy(e->word, w);
    e->hits = 1;
    e->next = st->table[h];
    st->table[h] = e;
}

static int is_palindrome(const char *w)
{
    const char *end = w + strlen(w) - 1;
    if (end <= w) return 0;
    for (; w < end; w++, end--)
        if (*w != *end) return 0;
    return 1;
}

static void scan(FILE *in, Stats *st)
{
    char tok[MAXTOK];
    size_t n = 0;
    int c, prev = '\n';
    do {
        c = getc(in);
        if (c != EOF) {
            st->chars++;
            if (c == '\n') st->lines++;
            if (isalpha(c)) st->letters[tolower(c) - 'a']++;
            prev = c;
        }
        if (c != EOF && isalpha(c)) {
            if (n < MAXTOK - 1) tok[n++] = (char)tolower(c);
        } else if (n > 0) {
            tok[n] = '\0';
            st->words++, st->wordchars += n;
            if (n > strlen(st->longest)) strcpy(st->longest, tok);
            remember(st, tok);
            n = 0;
        }
    } while (c != EOF);
    if (prev != '\n') st->lines++;
}

static void vertical_chart(const unsigned long *f)
{
    unsigned long top = 0;
    int row, i;
    for (i = 0; i < 26; i++) if (f[i] > top) top = f[i];
    if (top == 0) { puts("(no letters)"); return; }
    for (row = CHART_HEIGHT; row > 0; row--) {
        for (i = 0; i < 26; i++)
            putchar(f[i] * CHART_HEIGHT >= (unsigned long)row * top ? '#' : ' ');
        putchar('\n');
    }
    puts("abcdefghijklmnopqrstuvwxyz");
}

int main(int argc, char *argv[])
{
    static Stats st;
    int flags = 0, files = 0, i;

    for (i = 1; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        const char *p;
        for (p = argv[i] + 1; *p; p++) {
            switch (*p) {
            case 'c': flags |= SHOW_COUNTS; break;
            case 'w': flags |= SHOW_WORDS; break;
            case 'f': flags |= SHOW_LETTERS; break;
            case 'p': flags |= SHOW_PALS; break;
            case 'l': flags |= SHOW_COUNTS | SHOW_WORDS; break;
            default:
                fprintf(stderr, "usage: %s [-cwlfp] [file...]\n", argv[0]);
                return EXIT_FAILURE;
            }
        }
    }
    if (!flags) flags = SHOW_ALL;

    for (; i < argc; i++, files++) {
        FILE *in = fopen(argv[i], "r");
        if (!in) { perror(argv[i]); continue; }
        scan(in, &st);
        fclose(in);
    }
    if (files == 0) scan(stdin, &st);

    if (flags & SHOW_COUNTS)
        printf("%lu lines, %lu words, %lu characters\n", st.lines, st.words, st.chars);
    if ((flags & SHOW_WORDS) && st.words)
        printf("longest word: %s, mean length %.2f\n", st.longest, (double)st.wordchars / st.words);
    if (flags & SHOW_LETTERS) vertical_chart(st.letters);
    if (flags & SHOW_PALS) {
        puts("palindromes (occurrences):");
        for (i = 0; i < NBUCKETS; i++) {
            const Entry *e;
            for (e = st.table[i]; e; e = e->next)
                if (is_palindrome(e->word)) printf("  %s (%lu)\n", e->word, e->hits);
        }
    }
    return EXIT_SUCCESS;
}
