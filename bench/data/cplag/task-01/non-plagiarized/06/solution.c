/* one request per line:  C|V  E|D  key  text...
   e.g.  "C E 3 Hello, World"   or   "V D lemon Lxfopv ef rnhr" */
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>

#define ROT(c, b, s) ((char)((b) + ((c) - (b) + (s)) % 26))

int main(void)
{
    char ln[2048], key[128], *t, *e;
    char kind, dir;
    int off, n, s, j, done = 0;

    while (fgets(ln, sizeof ln, stdin)) {
        ln[strcspn(ln, "\n")] = 0;
        if (sscanf(ln, " %c %c %127s %n", &kind, &dir, key, &off) != 3 || !strchr("CcVv", kind) || !strchr("EeDd", dir)) {
            puts("? expected: C|V E|D key text");
            continue;
        }
        t = ln + off;
        if (toupper(kind) == 'C') {
            n = (int)strtol(key, &e, 10);
            if (*e || e == key || n < 0 || n > 25) { printf("? bad shift '%s'\n", key); continue; }
            key[0] = 'a' + n, key[1] = 0;
        } else {
            for (j = 0; key[j] && isalpha((unsigned char)key[j]); j++) ;
            if (key[j]) { printf("? bad keyword '%s'\n", key); continue; }
        }
        for (j = 0; *t; t++) {
            if (!isalpha((unsigned char)*t)) continue;
            s = tolower((unsigned char)key[j++ % strlen(key)]) - 'a';
            if (toupper(dir) == 'D') s = (26 - s) % 26;
            *t = isupper((unsigned char)*t) ? ROT(*t, 'A', s) : ROT(*t, 'a', s);
        }
        puts(ln + off);
        done++;
    }
    if (done == 0)
        fputs("nothing to do\n", stderr);
    return 0;
}
