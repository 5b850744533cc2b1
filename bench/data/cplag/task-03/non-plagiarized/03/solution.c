/* usage: ./list f5 s3 s9 d5 ?3 r p
 *   fN front insert, sN sorted insert, dN delete, ?N search, r reverse, p print */
#include <stdio.h>
#include <stdlib.h>

typedef struct cell { int v; struct cell *rest; } cell;

cell *cons(int v, cell *rest) {
    cell *c = malloc(sizeof(cell));
    if (!c) { perror("malloc"); exit(2); }
    c->v = v; c->rest = rest;
    return c;
}

/* everything below is recursive on purpose */
cell *sorted_add(cell *l, int v) {
    if (!l || v <= l->v) return cons(v, l);
    l->rest = sorted_add(l->rest, v);
    return l;
}

cell *drop(cell *l, int v, int *hit) {
    if (!l) return NULL;
    if (l->v == v) {
        cell *r = l->rest;
        free(l);
        *hit = 1;
        return r;
    }
    l->rest = drop(l->rest, v, hit);
    return l;
}

int where(cell *l, int v) {
    int k;
    if (!l) return -1;
    if (l->v == v) return 1;
    k = where(l->rest, v);
    return k < 0 ? -1 : k + 1;
}

cell *rev(cell *l, cell *acc) {
    cell *r;
    if (!l) return acc;
    r = l->rest;
    l->rest = acc;
    return rev(r, l);
}

int count(cell *l) { return l ? 1 + count(l->rest) : 0; }

void show(cell *l) {
    if (!l) { putchar('\n'); return; }
    printf("%d%s", l->v, l->rest ? ", " : "");
    show(l->rest);
}

void release(cell *l) {
    if (l) { release(l->rest); free(l); }
}

int main(int argc, char **argv) {
    cell *list = NULL;
    int i, n, hit;

    if (argc < 2) {
        fprintf(stderr, "usage: %s op...\n", argv[0]);
        return 1;
    }
    for (i = 1; i < argc; i++) {
        char op = argv[i][0];
        n = atoi(argv[i] + 1);
        switch (op) {
            case 'f': list = cons(n, list); break;
            case 's': list = sorted_add(list, n); break;
            case 'd':
                hit = 0;
                list = drop(list, n, &hit);
                if (!hit) printf("d%d: nothing to delete\n", n);
                break;
            case '?':
                printf("?%d -> %d\n", n, where(list, n));
                break;
            case 'r': list = rev(list, NULL); break;
            case 'p':
                printf("(%d) ", count(list));
                show(list);
                break;
            default: fprintf(stderr, "bad op '%s'\n", argv[i]);
        }
    }
    release(list);
    return 0;
}
