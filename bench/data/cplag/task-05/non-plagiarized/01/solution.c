#include <stdio.h>
#include <ctype.h>

/* homework 5 - text statistics */
/* type some text and press Ctrl+D at the end */

int main()
{
    int c;
    int nchar = 0, nword = 0, nline = 0;
    int count[26] = {0};
    char w[50];
    char big[50];
    int wl = 0, biglen = 0;
    int sumlen = 0;
    int i, k, ok;

    printf("Enter text:\n");
    c = getchar();
    while (c != EOF) {
        nchar = nchar + 1;
        if (c == '\n')
            nline = nline + 1;

        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
            if (c >= 'A' && c <= 'Z')
                c = c + 32;   /* make it small */
            count[c - 'a'] = count[c - 'a'] + 1;
            if (wl < 49) {
                w[wl] = c;
                wl = wl + 1;
            }
        } else {
            if (wl > 0) {
                w[wl] = 0;
                nword = nword + 1;
                sumlen = sumlen + wl;
                if (wl > biglen) {
                    biglen = wl;
                    for (i = 0; i <= wl; i++)
                        big[i] = w[i];
                }
                /* palindrome test */
                ok = 1;
                k = wl - 1;
                for (i = 0; i < wl; i++) {
                    if (w[i] != w[k])
                        ok = 0;
                    k--;
                }
                if (ok == 1 && wl > 1)
                    printf("palindrome: %s\n", w);
                wl = 0;
            }
        }
        c = getchar();
    }

    printf("\n");
    printf("characters = %d\n", nchar);
    printf("words = %d\n", nword);
    printf("lines = %d\n", nline);
    if (nword > 0) {
        printf("longest word = %s\n", big);
        printf("average length = %d\n", sumlen / nword);
    }
    printf("letter count:\n");
    for (i = 0; i < 26; i++) {
        printf("%c: %d\n", 'a' + i, count[i]);
    }
    return 0;
}
