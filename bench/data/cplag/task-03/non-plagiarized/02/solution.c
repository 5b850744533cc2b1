/*
 * intlist.c -- singly linked list of ints driven by text commands.
 *
 * Commands (one per line):
 *   push N | insert N | remove N | find N | reverse | show | quit
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Link {
    int key;
    struct Link *next;
} Link;

typedef struct {
    Link *first;
    size_t size;          /* kept up to date by every operation */
} List;

typedef enum { OK = 0, ERR_NOMEM, ERR_MISSING } Status;

/* Allocate a link for key and splice it into the slot *pp. */
static Status link_into(List *l, Link **pp, int key)
{
    Link *n = malloc(sizeof *n);
    if (!n)
        return ERR_NOMEM;
    n->key = key;
    n->next = *pp;
    *pp = n;
    l->size++;
    return OK;
}

static Status list_push(List *l, int key)
{
    return link_into(l, &l->first, key);
}

/* Ascending order: walk to the first slot whose link is >= key. */
static Status list_insert_ordered(List *l, int key)
{
    Link **pp = &l->first;
    while (*pp && (*pp)->key < key)
        pp = &(*pp)->next;
    return link_into(l, pp, key);
}

static Status list_remove(List *l, int key)
{
    Link **pp = &l->first, *dead;
    while (*pp && (*pp)->key != key)
        pp = &(*pp)->next;
    if (!(dead = *pp))
        return ERR_MISSING;
    *pp = dead->next;
    free(dead);
    l->size--;
    return OK;
}

static long list_index_of(const List *l, int key)
{
    long i = 0;
    for (const Link *n = l->first; n; n = n->next, i++)
        if (n->key == key)
            return i;
    return -1;
}

static void list_reverse(List *l)
{
    Link *done = NULL;
    while (l->first) {
        Link *n = l->first;
        l->first = n->next;
        n->next = done;
        done = n;
    }
    l->first = done;
}

static void list_show(const List *l, FILE *out)
{
    fprintf(out, "size %zu:", l->size);
    for (const Link *n = l->first; n; n = n->next)
        fprintf(out, " %d", n->key);
    fputc('\n', out);
}

static void list_clear(List *l)
{
    Link *n = l->first;
    while (n) {
        Link *next = n->next;
        free(n);
        n = next;
    }
    l->first = NULL;
    l->size = 0;
}

int main(void)
{
    List list = { NULL, 0 };
    char line[256], cmd[16];
    int arg;

    while (fgets(line, sizeof line, stdin)) {
        int fields = sscanf(line, "%15s %d", cmd, &arg);
        Status st = OK;
        if (fields < 1)
            continue;                      /* blank line */

        if (!strcmp(cmd, "quit")) break;
        else if (!strcmp(cmd, "reverse")) list_reverse(&list);
        else if (!strcmp(cmd, "show")) list_show(&list, stdout);
        else if (fields < 2) { fprintf(stderr, "error: '%s' needs a number or is unknown\n", cmd); continue; }
        else if (!strcmp(cmd, "push")) st = list_push(&list, arg);
        else if (!strcmp(cmd, "insert")) st = list_insert_ordered(&list, arg);
        else if (!strcmp(cmd, "remove")) st = list_remove(&list, arg);
        else if (!strcmp(cmd, "find")) {
            long at = list_index_of(&list, arg);
            if (at < 0) printf("%d: absent\n", arg);
            else printf("%d: index %ld\n", arg, at);
        }
        else { fprintf(stderr, "error: unknown command '%s'\n", cmd); continue; }

        if (st == ERR_NOMEM) { fprintf(stderr, "fatal: out of memory\n"); break; }
        if (st == ERR_MISSING) fprintf(stderr, "error: %d not in list\n", arg);
    }

    list_clear(&list);
    return EXIT_SUCCESS;
}
