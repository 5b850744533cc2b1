#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char s[24]; int q; double p; } R;

R *v; int n, cap, key;

int cmp(const void *a, const void *b) {
    const R *x = a, *y = b;
    if (key) return (y->q * y->p > x->q * x->p) - (y->q * y->p < x->q * x->p);
    return strcmp(x->s, y->s);
}

int at(char *s) {
    int i = n;
    while (i-- && strcmp(v[i].s, s));
    return i;
}

int main(void) {
    char c, s[24], f[80];
    int i, q; double p; FILE *fp;
    while (printf("? "), scanf(" %c", &c) == 1 && c != 'q') {
        if (strchr("aduf", c)) scanf("%23s", s);
        if (c == 'a' && scanf("%d %lf", &q, &p) == 2 && at(s) < 0) {
            if (n == cap) v = realloc(v, (cap += 8) * sizeof *v);
            strcpy(v[n].s, s); v[n].q = q; v[n++].p = p;
        } else if (c == 'd' && (i = at(s)) >= 0) {
            memmove(v + i, v + i + 1, (--n - i) * sizeof *v);
        } else if (c == 'u' && scanf("%d", &q) == 1 && (i = at(s)) >= 0) {
            v[i].q = q;
        } else if (c == 'f' && (i = at(s)) >= 0) {
            printf("%s %d %.2f\n", v[i].s, v[i].q, v[i].p);
        } else if (c == 'p' || c == 'P' || c == 'l') {
            key = c == 'P';
            if (n) qsort(v, n, sizeof *v, cmp);
            for (i = 0; i < n; i++)
                if (c != 'l' || v[i].q == 0)
                    printf("%-23s %4d %8.2f %9.2f\n", v[i].s, v[i].q, v[i].p, v[i].q * v[i].p);
        } else if ((c == 'w' || c == 'r') && scanf("%79s", f) == 1 && (fp = fopen(f, c == 'w' ? "w" : "r"))) {
            if (c == 'w') for (i = 0; i < n; i++) fprintf(fp, "%s %d %g\n", v[i].s, v[i].q, v[i].p);
            else for (n = 0; n < cap || (v = realloc(v, (cap += 8) * sizeof *v)); n++)
                if (fscanf(fp, "%23s %d %lf", v[n].s, &v[n].q, &v[n].p) != 3) break;
            fclose(fp);
        } else puts("err");
    }
    free(v);
    return 0;
}
