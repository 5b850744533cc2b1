/* Cipher workbench: Caesar and Vigenere using a tabula recta.
   Runs in a loop until the user picks Q. */
#include <stdio.h>
#include <string.h>
#include <ctype.h>

#define N 26
#define LINE 512

static char square[N][N];   /* square[r][c] = letter at row r, column c */

void build_square(void)
{
    int r, c;
    for (r = 0; r < N; r++)
        for (c = 0; c < N; c++)
            square[r][c] = (char)('A' + (r + c) % N);
}

/* encrypt: row = key letter, column = plain letter */
char enc_letter(char p, char k)
{
    return square[k - 'A'][p - 'A'];
}

/* decrypt: look along the key row for the cipher letter, the column is the plain letter */
char dec_letter(char x, char k)
{
    int c;
    for (c = 0; c < N; c++)
        if (square[k - 'A'][c] == x)
            return (char)('A' + c);
    return x;
}

void read_line(const char *msg, char *buf)
{
    printf("%s", msg);
    if (fgets(buf, LINE, stdin) == NULL)
        buf[0] = '\0';
    buf[strcspn(buf, "\r\n")] = '\0';
}

/* uppercase the key in place; 0 if something is not a letter */
int normalise_key(char *key)
{
    int i;
    if (key[0] == '\0')
        return 0;
    for (i = 0; key[i]; i++)
    {
        if (!isalpha((unsigned char)key[i]))
            return 0;
        key[i] = (char)toupper((unsigned char)key[i]);
    }
    return 1;
}

/* the same routine serves both ciphers: Caesar is just a one letter key */
void run(char *text, const char *key, int decrypt)
{
    int i, ki = 0, klen = (int)strlen(key);
    for (i = 0; text[i]; i++)
    {
        char ch = text[i], up, out;
        if (!isalpha((unsigned char)ch))
            continue;
        up = (char)toupper((unsigned char)ch);
        out = decrypt ? dec_letter(up, key[ki]) : enc_letter(up, key[ki]);
        text[i] = islower((unsigned char)ch) ? (char)tolower(out) : out;
        ki = (ki + 1) % klen;
    }
}

int main(void)
{
    char opt[LINE], key[LINE], text[LINE];
    int shift, extra;

    build_square();
    for (;;)
    {
        printf("\n[C] Caesar encrypt   [c] Caesar decrypt\n");
        printf("[V] Vigenere encrypt [v] Vigenere decrypt\n");
        printf("[Q] quit\n");
        read_line("> ", opt);
        if (opt[0] == 'Q' || opt[0] == 'q' || opt[0] == '\0')
            break;

        if (opt[0] == 'C' || opt[0] == 'c')
        {
            read_line("Shift amount: ", key);
            if (sscanf(key, "%d%n", &shift, &extra) != 1 || key[extra] != '\0')
            {
                printf("'%s' is not a valid shift.\n", key);
                continue;
            }
            shift = ((shift % N) + N) % N;
            key[0] = (char)('A' + shift);
            key[1] = '\0';
        }
        else if (opt[0] == 'V' || opt[0] == 'v')
        {
            read_line("Keyword: ", key);
            if (!normalise_key(key))
            {
                printf("The keyword may contain letters only.\n");
                continue;
            }
        }
        else
        {
            printf("Unknown option '%s'.\n", opt);
            continue;
        }

        read_line("Text: ", text);
        run(text, key, islower((unsigned char)opt[0]));
        printf("=> %s\n", text);
    }
    printf("Bye.\n");
    return 0;
}
