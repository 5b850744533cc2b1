// Postfix -> expression tree -> infix + value
// usage: ./tree [file]     (reads stdin if no file given)
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

#define MAXN 64

typedef struct Tree {
    char op;              // 0 for a number leaf
    double num;
    struct Tree *l, *r;
} Tree;

Tree *nodes[MAXN];        // the stack holds subtrees, not numbers
int cnt;

Tree *mk(char op, double num, Tree *l, Tree *r)
{
    Tree *t = malloc(sizeof(Tree));
    t->op = op; t->num = num; t->l = l; t->r = r;
    return t;
}

void destroy(Tree *t)
{
    if (t == NULL) return;
    destroy(t->l);
    destroy(t->r);
    free(t);
}

void show(Tree *t)
{
    if (t->op == 0) { printf("%g", t->num); return; }
    if (t->op == '~') { printf("-("); show(t->l); printf(")"); return; }
    printf("(");
    show(t->l);
    printf(" %c ", t->op);
    show(t->r);
    printf(")");
}

// returns 0 if something went wrong (division by zero)
int calc(Tree *t, double *out)
{
    double a, b;
    if (t->op == 0) { *out = t->num; return 1; }
    if (!calc(t->l, &a)) return 0;
    if (t->op == '~') { *out = -a; return 1; }
    if (!calc(t->r, &b)) return 0;
    switch (t->op) {
    case '+': *out = a + b; break;
    case '-': *out = a - b; break;
    case '*': *out = a * b; break;
    case '/':
        if (b == 0) return 0;
        *out = a / b;
        break;
    }
    return 1;
}

void reset(void)
{
    while (cnt > 0) destroy(nodes[--cnt]);
}

int build(char *s, int lineno)
{
    char *p = strtok(s, " \t\r\n");
    for (; p; p = strtok(NULL, " \t\r\n")) {
        if (isdigit((unsigned char)p[0]) || (p[0] == '.' && p[1])) {
            if (cnt == MAXN) { printf("line %d: expression too long\n", lineno); return 0; }
            nodes[cnt++] = mk(0, atof(p), NULL, NULL);
        } else if (strcmp(p, "~") == 0 || strcmp(p, "neg") == 0) {
            if (cnt < 1) { printf("line %d: nothing to negate\n", lineno); return 0; }
            nodes[cnt - 1] = mk('~', 0, nodes[cnt - 1], NULL);
        } else if (strlen(p) == 1 && strchr("+-*/", p[0])) {
            if (cnt < 2) { printf("line %d: operator %s is missing an operand\n", lineno, p); return 0; }
            Tree *r = nodes[--cnt];
            Tree *l = nodes[--cnt];
            nodes[cnt++] = mk(p[0], 0, l, r);
        } else {
            printf("line %d: bad token \"%s\"\n", lineno, p);
            return 0;
        }
    }
    return 1;
}

int main(int argc, char **argv)
{
    FILE *in = stdin;
    char buf[300];
    int lineno = 0;
    double v;

    if (argc > 1 && (in = fopen(argv[1], "r")) == NULL) {
        perror(argv[1]);
        return 1;
    }
    while (fgets(buf, sizeof buf, in)) {
        lineno++;
        cnt = 0;
        if (!build(buf, lineno)) { reset(); continue; }
        if (cnt == 0) continue;
        if (cnt > 1) {
            printf("line %d: %d operands without an operator\n", lineno, cnt - 1);
        } else if (!calc(nodes[0], &v)) {
            show(nodes[0]);
            printf("  -> division by zero\n");
        } else {
            show(nodes[0]);
            printf(" = %g\n", v);
        }
        reset();
    }
    if (in != stdin) fclose(in);
    return 0;
}
