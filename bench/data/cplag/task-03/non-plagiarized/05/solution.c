// Linked list where the nodes live in one growable array (a "pool").
// Links are array indices instead of pointers; -1 means end of list.
// Deleted slots are chained into a free list and reused.
#include <stdio.h>
#include <stdlib.h>

#define NIL (-1)

typedef struct {
    int value;
    int next;
} Slot;

typedef struct {
    Slot *slots;
    int capacity;
    int head;      // first node of the list
    int spare;     // first unused slot
} Pool;

static int grab_slot(Pool *p, int value, int next)
{
    if (p->spare == NIL) {
        int old = p->capacity;
        int cap = old ? old * 2 : 4;
        Slot *bigger = realloc(p->slots, cap * sizeof(Slot));
        if (bigger == NULL) {
            fputs("no memory\n", stderr);
            exit(1);
        }
        p->slots = bigger;
        p->capacity = cap;
        for (int k = old; k < cap; k++)            // chain new slots as spare
            p->slots[k].next = (k + 1 < cap) ? k + 1 : NIL;
        p->spare = old;
    }
    int s = p->spare;
    p->spare = p->slots[s].next;
    p->slots[s].value = value;
    p->slots[s].next = next;
    return s;
}

static void add_front(Pool *p, int v)
{
    p->head = grab_slot(p, v, p->head);
}

static void add_sorted(Pool *p, int v)
{
    int before = NIL, at = p->head;
    while (at != NIL && p->slots[at].value < v) {
        before = at;
        at = p->slots[at].next;
    }
    if (before == NIL)
        add_front(p, v);
    else {
        int s = grab_slot(p, v, at);       // may realloc, so index again after
        p->slots[before].next = s;
    }
}

static int erase(Pool *p, int v)
{
    int before = NIL, at = p->head;
    while (at != NIL && p->slots[at].value != v) {
        before = at;
        at = p->slots[at].next;
    }
    if (at == NIL)
        return 0;
    if (before == NIL) p->head = p->slots[at].next;
    else p->slots[before].next = p->slots[at].next;
    p->slots[at].next = p->spare;           // give slot back
    p->spare = at;
    return 1;
}

static void flip(Pool *p)
{
    int done = NIL;
    while (p->head != NIL) {
        int cur = p->head;
        p->head = p->slots[cur].next;
        p->slots[cur].next = done;
        done = cur;
    }
    p->head = done;
}

static void dump(const Pool *p)
{
    int n = 0;
    printf("{");
    for (int i = p->head; i != NIL; i = p->slots[i].next, n++)
        printf(n ? " %d" : "%d", p->slots[i].value);
    printf("} count=%d (pool capacity %d)\n", n, p->capacity);
}

int main(void)
{
    Pool pool = { NULL, 0, NIL, NIL };
    int op, v;

    for (;;) {
        printf("[1]front [2]sorted [3]erase [4]lookup [5]flip [6]dump [9]exit > ");
        if (scanf("%d", &op) != 1 || op == 9)
            break;
        if (op >= 1 && op <= 4 && scanf("%d", &v) != 1)
            break;
        if (op == 1) add_front(&pool, v);
        else if (op == 2) add_sorted(&pool, v);
        else if (op == 3) puts(erase(&pool, v) ? "erased" : "no such value");
        else if (op == 4) {
            int pos = 0, i = pool.head;
            while (i != NIL && pool.slots[i].value != v) {
                i = pool.slots[i].next;
                pos++;
            }
            if (i == NIL) puts("missing");
            else printf("slot %d, list position %d\n", i, pos + 1);
        }
        else if (op == 5) flip(&pool);
        else if (op == 6) dump(&pool);
        else puts("unknown option");
    }
    free(pool.slots);      // one free releases every node
    return 0;
}
