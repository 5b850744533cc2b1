/* Linked list with a few extras (append, stats, sort, clear). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>

struct item
{
    int num;
    struct item *nxt;
};

struct seq
{
    struct item *first, *last;
    int count;
};

struct item *new_item(int num)
{
    struct item *it = calloc(1, sizeof(struct item));
    if (!it) { perror("calloc"); exit(1); }
    it->num = num;
    return it;
}

/* add at the front, or at the back when at_back is nonzero */
void put(struct seq *s, int num, int at_back)
{
    struct item *it = new_item(num);
    if (!s->first) s->first = s->last = it;
    else if (at_back) { s->last->nxt = it; s->last = it; }
    else { it->nxt = s->first; s->first = it; }
    s->count++;
}

void ordered(struct seq *s, int num)
{
    struct item *a, *it;
    if (!s->first || num <= s->first->num) { put(s, num, 0); return; }
    if (num >= s->last->num) { put(s, num, 1); return; }   /* quick path using tail */
    for (a = s->first; a->nxt->num < num; a = a->nxt);
    it = new_item(num);
    it->nxt = a->nxt;
    a->nxt = it;
    s->count++;
}

int erase(struct seq *s, int num)
{
    struct item *a = NULL, *b = s->first;
    while (b && b->num != num) { a = b; b = b->nxt; }
    if (!b) return 0;
    if (a) a->nxt = b->nxt; else s->first = b->nxt;
    if (b == s->last) s->last = a;
    free(b);
    s->count--;
    return 1;
}

/* reverse; the old first becomes the new last */
void turn_around(struct seq *s)
{
    struct item *a = NULL, *b = s->first, *c;
    s->last = s->first;
    while (b) { c = b->nxt; b->nxt = a; a = b; b = c; }
    s->first = a;
}

/* insertion sort by relinking nodes into a new chain */
void sort_seq(struct seq *s)
{
    struct item *done = NULL, *b = s->first, *c, **pp;
    while (b)
    {
        c = b->nxt;
        for (pp = &done; *pp && (*pp)->num <= b->num; pp = &(*pp)->nxt)
            ;
        b->nxt = *pp;
        *pp = b;
        b = c;
    }
    s->first = done;
    for (s->last = done; s->last && s->last->nxt; s->last = s->last->nxt)
        ;
}

void clear(struct seq *s)
{
    struct item *b = s->first, *c;
    while (b) { c = b->nxt; free(b); b = c; }
    s->first = s->last = NULL;
    s->count = 0;
}

void show(const struct seq *s)
{
    struct item *b;
    long sum = 0;
    int lo = INT_MAX, hi = INT_MIN;
    printf("%d element%s:", s->count, s->count == 1 ? "" : "s");
    for (b = s->first; b; b = b->nxt)
    {
        printf(" %d", b->num);
        sum += b->num;
        if (b->num < lo) lo = b->num;
        if (b->num > hi) hi = b->num;
    }
    if (s->count) printf("\n  sum=%ld min=%d max=%d\n", sum, lo, hi);
    else printf(" (none)\n");
}

int main(void)
{
    struct seq s = { NULL, NULL, 0 };
    struct item *b;
    char w[32];
    int x, i;
    puts("commands: front N | back N | add N | del N | has N | rev | sort | list | clear | exit");
    while (printf(">> "), scanf("%31s", w) == 1 && strcmp(w, "exit") != 0)
    {
        if (!strcmp(w, "rev")) turn_around(&s);
        else if (!strcmp(w, "sort")) sort_seq(&s);
        else if (!strcmp(w, "list")) show(&s);
        else if (!strcmp(w, "clear")) clear(&s);
        else if (scanf("%d", &x) != 1) { puts("a number was expected"); scanf("%*s"); }
        else if (!strcmp(w, "front")) put(&s, x, 0);
        else if (!strcmp(w, "back")) put(&s, x, 1);
        else if (!strcmp(w, "add")) ordered(&s, x);
        else if (!strcmp(w, "del")) printf(erase(&s, x) ? "removed %d\n" : "%d not present\n", x);
        else if (!strcmp(w, "has"))
        {
            for (i = 1, b = s.first; b && b->num != x; b = b->nxt) i++;
            if (b) printf("yes, element #%d\n", i); else puts("no");
        }
        else printf("unknown command '%s'\n", w);
    }
    clear(&s);
    return 0;
}
