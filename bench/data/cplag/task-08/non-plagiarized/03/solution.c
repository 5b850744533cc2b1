/* usage: ./stock datafile
   The data file is read at start and written back when you type x.
   Commands (one letter):
     a NAME QTY PRICE   r NAME   c NAME QTY   s NAME
     n (list by name)   v (list by value)    l LIMIT (low stock)
     w (write now)      x (write and exit)   e (exit without writing) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char **names;
int *qtys;
double *prices;
int used = 0, room = 0;

void make_room(void)
{
    if (used < room) return;
    room += 10;
    names = realloc(names, room * sizeof(char *));
    qtys = realloc(qtys, room * sizeof(int));
    prices = realloc(prices, room * sizeof(double));
    if (!names || !qtys || !prices) { fprintf(stderr, "no memory\n"); exit(2); }
}

int position(const char *nm)
{
    int k;
    for (k = 0; k < used; k++)
        if (!strcmp(names[k], nm)) return k;
    return -1;
}

void put(const char *nm, int q, double p)
{
    make_room();
    names[used] = malloc(strlen(nm) + 1);
    strcpy(names[used], nm);
    qtys[used] = q;
    prices[used] = p;
    used++;
}

void drop(int k)
{
    free(names[k]);
    for (; k + 1 < used; k++) {
        names[k] = names[k + 1];
        qtys[k] = qtys[k + 1];
        prices[k] = prices[k + 1];
    }
    used--;
}

/* ordering of positions, the arrays themselves stay in insertion order */
int goes_before(int a, int b, char how)
{
    if (how == 'n') return strcmp(names[a], names[b]) < 0;
    return qtys[a] * prices[a] > qtys[b] * prices[b];
}

void show(char how, int limit)
{
    int *order = malloc((used + 1) * sizeof(int));
    int k, m, tmp;
    for (k = 0; k < used; k++) {
        order[k] = k;
        for (m = k; m > 0 && goes_before(order[m], order[m - 1], how); m--) {
            tmp = order[m]; order[m] = order[m - 1]; order[m - 1] = tmp;
        }
    }
    for (k = 0; k < used; k++) {
        m = order[k];
        if (how == 'l' && qtys[m] >= limit) continue;
        printf("%3d  %-15s %6d  %9.2f  %10.2f\n", m, names[m], qtys[m], prices[m], qtys[m] * prices[m]);
    }
    free(order);
}

int readfile(const char *fn)
{
    char nm[100]; int q; double p;
    FILE *in = fopen(fn, "r");
    if (!in) return 0;
    while (fscanf(in, "%99s %d %lf", nm, &q, &p) == 3) put(nm, q, p);
    fclose(in);
    return 1;
}

void writefile(const char *fn)
{
    int k;
    FILE *out = fopen(fn, "w");
    if (!out) { perror(fn); return; }
    for (k = 0; k < used; k++) fprintf(out, "%s %d %.2f\n", names[k], qtys[k], prices[k]);
    fclose(out);
    printf("%d records written to %s\n", used, fn);
}

int main(int argc, char *argv[])
{
    char c, nm[100];
    int q, k;
    double p;
    if (argc != 2) { fprintf(stderr, "usage: %s datafile\n", argv[0]); return 1; }
    if (!readfile(argv[1])) printf("%s does not exist yet, starting empty\n", argv[1]);
    printf("%d records\n", used);
    while (scanf(" %c", &c) == 1 && c != 'e') {
        if (c == 'x') { writefile(argv[1]); break; }
        switch (c) {
        case 'a':
            if (scanf("%99s %d %lf", nm, &q, &p) != 3) { puts("?"); break; }
            if (position(nm) >= 0) puts("exists"); else put(nm, q, p);
            break;
        case 'r': case 'c': case 's':
            scanf("%99s", nm);
            k = position(nm);
            if (c == 'c') scanf("%d", &q);
            if (k < 0) { puts("no such item"); break; }
            if (c == 'r') drop(k);
            else if (c == 'c') qtys[k] = q;
            else printf("%s %d %.2f\n", names[k], qtys[k], prices[k]);
            break;
        case 'n': case 'v': show(c, 0); break;
        case 'l': scanf("%d", &q); show('l', q); break;
        case 'w': writefile(argv[1]); break;
        default: puts("?");
        }
    }
    for (k = 0; k < used; k++) free(names[k]);
    free(names); free(qtys); free(prices);
    return 0;
}
