#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

/* stack as a singly linked list */
struct node {
    double value;
    struct node *below;
};

static struct node *head = NULL;
static int depth = 0;

static void push(double v)
{
    struct node *n = malloc(sizeof *n);
    if (!n) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    n->value = v;
    n->below = head;
    head = n;
    depth++;
}

static double pop(void)
{
    struct node *n = head;
    double v = n->value;
    head = n->below;
    free(n);
    depth--;
    return v;
}

static void clear(void)
{
    while (head)
        pop();
}

static int need(int k, const char *what)
{
    if (depth >= k)
        return 1;
    printf("ERR: '%s' wants %d value(s), only %d available\n", what, k, depth);
    return 0;
}

/* returns 0 on error */
static int binary(char op)
{
    double y, x;
    char name[2] = { op, 0 };
    if (!need(2, name))
        return 0;
    y = pop();
    x = pop();
    if ((op == '/' || op == '%') && y == 0.0) {
        printf("ERR: division by zero\n");
        return 0;
    }
    if (op == '+') push(x + y);
    else if (op == '-') push(x - y);
    else if (op == '*') push(x * y);
    else if (op == '/') push(x / y);
    else push(fmod(x, y));
    return 1;
}

static int word(const char *w)
{
    double a, b;
    if (strcmp(w, "dup") == 0) {
        if (!need(1, w)) return 0;
        a = pop(); push(a); push(a);
    } else if (strcmp(w, "swap") == 0) {
        if (!need(2, w)) return 0;
        a = pop(); b = pop(); push(a); push(b);
    } else if (strcmp(w, "drop") == 0) {
        if (!need(1, w)) return 0;
        pop();
    } else {
        printf("ERR: don't know '%s'\n", w);
        return 0;
    }
    return 1;
}

static int token(const char *t)
{
    char *end;
    double v = strtod(t, &end);
    if (end != t && *end == '\0') {
        push(v);
        return 1;
    }
    if (strlen(t) == 1 && strchr("+-*/%", t[0]))
        return binary(t[0]);
    return word(t);
}

int main(void)
{
    char line[512], tok[64];
    int off, used, ok;

    while (fgets(line, sizeof line, stdin)) {
        off = 0;
        ok = 1;
        while (ok && sscanf(line + off, "%63s%n", tok, &used) == 1) {
            off += used;
            ok = token(tok);
        }
        if (ok && depth == 1)
            printf("=> %.10g\n", head->value);
        else if (ok && depth > 1)
            printf("ERR: %d values were never used\n", depth);
        clear();
    }
    return 0;
}
