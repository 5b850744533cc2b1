// inventory with a linked list (I find it easier than realloc-ing arrays)
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct node {
    char name[64];
    int qty;
    double price;
    struct node *next;
} node;

node *head = NULL;

node *lookup(const char *name) {
    node *p;
    for (p = head; p; p = p->next)
        if (strcmp(p->name, name) == 0) return p;
    return NULL;
}

void push(const char *name, int qty, double price) {
    node *n = malloc(sizeof *n);
    strcpy(n->name, name);
    n->qty = qty;
    n->price = price;
    n->next = head;
    head = n;
}

int unlink_name(const char *name) {
    node **pp = &head, *dead;
    while (*pp && strcmp((*pp)->name, name) != 0) pp = &(*pp)->next;
    if (!*pp) return 0;
    dead = *pp;
    *pp = dead->next;
    free(dead);
    return 1;
}

int less(node *a, node *b, int byvalue) {
    if (byvalue) return a->qty * a->price > b->qty * b->price;
    return strcmp(a->name, b->name) < 0;
}

// take nodes one by one and insert them into a new sorted list
void sort_list(int byvalue) {
    node *sorted = NULL, *cur = head, *nxt, **pp;
    while (cur) {
        nxt = cur->next;
        pp = &sorted;
        while (*pp && !less(cur, *pp, byvalue)) pp = &(*pp)->next;
        cur->next = *pp;
        *pp = cur;
        cur = nxt;
    }
    head = sorted;
}

void dump(int only_low) {
    node *p;
    for (p = head; p; p = p->next)
        if (!only_low || p->qty <= 2)
            printf("%s | %d | %.2f | %.2f\n", p->name, p->qty, p->price, p->qty * p->price);
}

void wipe(void) {
    while (head) unlink_name(head->name);
}

void readline(const char *prompt, char *buf, int size) {
    printf("%s", prompt);
    if (!fgets(buf, size, stdin)) { buf[0] = 0; return; }
    buf[strcspn(buf, "\n")] = 0;
}

int main(void) {
    char buf[64], name[64];
    node *p;
    FILE *f;
    for (;;) {
        readline("\nA)dd D)elete U)pdate F)ind N)ames V)alues L)ow S)ave O)pen Q)uit: ", buf, sizeof buf);
        char c = buf[0] | 32;  // lower case
        if (c == 'q' || buf[0] == 0) break;
        if (strchr("aduf", c)) readline("name: ", name, sizeof name);
        if (c == 'a') {
            if (lookup(name)) { puts("already there"); continue; }
            readline("qty: ", buf, sizeof buf);
            int q = atoi(buf);
            readline("price: ", buf, sizeof buf);
            push(name, q, atof(buf));
        } else if (c == 'd') {
            puts(unlink_name(name) ? "deleted" : "not there");
        } else if (c == 'u' || c == 'f') {
            if (!(p = lookup(name))) { puts("not there"); continue; }
            if (c == 'u') { readline("new qty: ", buf, sizeof buf); p->qty = atoi(buf); }
            else printf("%s | %d | %.2f\n", p->name, p->qty, p->price);
        } else if (c == 'n' || c == 'v') {
            sort_list(c == 'v');
            dump(0);
        } else if (c == 'l') {
            dump(1);
        } else if (c == 's' || c == 'o') {
            readline("file: ", name, sizeof name);
            if (!(f = fopen(name, c == 's' ? "w" : "r"))) { puts("file error"); continue; }
            if (c == 's') {
                for (p = head; p; p = p->next) fprintf(f, "%s|%d|%f\n", p->name, p->qty, p->price);
            } else {
                int q; double pr;
                wipe();
                while (fscanf(f, " %63[^|]|%d|%lf", name, &q, &pr) == 3) push(name, q, pr);
            }
            fclose(f);
        }
    }
    wipe();
    return 0;
}
