#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

/* A key is just a list of shifts applied to successive letters.
   Caesar = list of length 1, Vigenere = one shift per keyword letter. */
typedef struct {
    int *shift;
    size_t count;
} Key;

/* reads a whole line of any length, caller frees; NULL on EOF */
static char *read_line(void)
{
    size_t cap = 32, len = 0;
    char *buf = malloc(cap);
    int c;

    if (!buf) return NULL;
    while ((c = getchar()) != EOF && c != '\n') {
        if (len + 1 == cap) {
            char *bigger = realloc(buf, cap * 2);
            if (!bigger) { free(buf); return NULL; }
            buf = bigger;
            cap *= 2;
        }
        buf[len++] = (char)c;
    }
    if (c == EOF && len == 0) { free(buf); return NULL; }
    buf[len] = '\0';
    return buf;
}

static char *ask(const char *prompt)
{
    printf("%s", prompt);
    fflush(stdout);
    return read_line();
}

/* Caesar key: a number (any integer) or a single letter (A=0 .. Z=25) */
static int make_caesar_key(const char *s, Key *k)
{
    char *end;
    long v;

    k->shift = malloc(sizeof(int));
    k->count = 1;
    if (!k->shift) return 0;
    if (isalpha((unsigned char)s[0]) && s[1] == '\0') {
        k->shift[0] = toupper((unsigned char)s[0]) - 'A';
        return 1;
    }
    v = strtol(s, &end, 10);
    if (end == s || *end != '\0') return 0;
    k->shift[0] = (int)(v % 26 + 26) % 26;
    return 1;
}

static int make_vigenere_key(const char *s, Key *k)
{
    size_t i, n = strlen(s);

    if (n == 0) return 0;
    k->shift = malloc(n * sizeof(int));
    k->count = n;
    if (!k->shift) return 0;
    for (i = 0; i < n; i++) {
        if (!isalpha((unsigned char)s[i])) return 0;
        k->shift[i] = toupper((unsigned char)s[i]) - 'A';
    }
    return 1;
}

static void invert(Key *k)
{
    for (size_t i = 0; i < k->count; i++)
        k->shift[i] = (26 - k->shift[i]) % 26;
}

static void apply(const Key *k, char *text)
{
    size_t used = 0;
    for (char *p = text; *p; p++) {
        unsigned char c = (unsigned char)*p;
        char a;
        if (isupper(c)) a = 'A';
        else if (islower(c)) a = 'a';
        else continue;
        *p = (char)(a + (c - a + k->shift[used % k->count]) % 26);
        used++;
    }
}

int main(void)
{
    Key key = { NULL, 0 };
    char *type = ask("Cipher (caesar/vigenere): ");
    char *dir = ask("Direction (enc/dec): ");
    char *keytext = ask("Key: ");
    char *text;
    int ok;
    int status = 1;

    if (!type || !dir || !keytext) {
        fprintf(stderr, "unexpected end of input\n");
        goto done;
    }
    if (strcmp(type, "caesar") == 0)
        ok = make_caesar_key(keytext, &key);
    else if (strcmp(type, "vigenere") == 0)
        ok = make_vigenere_key(keytext, &key);
    else {
        fprintf(stderr, "unknown cipher \"%s\"\n", type);
        goto done;
    }
    if (!ok) {
        fprintf(stderr, "rejected key \"%s\" for %s\n", keytext, type);
        goto done;
    }
    if (strcmp(dir, "dec") == 0)
        invert(&key);
    else if (strcmp(dir, "enc") != 0) {
        fprintf(stderr, "direction must be enc or dec\n");
        goto done;
    }

    printf("Text (empty line to stop):\n");
    while ((text = read_line()) != NULL && text[0] != '\0') {
        apply(&key, text);
        printf("%s\n", text);
        free(text);
    }
    free(text);
    status = 0;
done:
    free(type); free(dir); free(keytext); free(key.shift);
    return status;
}
