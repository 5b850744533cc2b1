#include <stdlib.h>
#include <string.h>

typedef struct node {
    int value;
    struct node *next;   /* next in list */
} node_t;

// Push a new node to the front, returns new head.
static node_t *push(node_t *head, int value)
{
    node_t *n = (node_t *)malloc(sizeof(node_t));
    if (n == NULL)
        return head;
    n->value = value;
    n->next = head;
    return n;
}

size_t length(const node_t *head)
{
    size_t len = 0;
    while (head != NULL) {
        len++;
        head = head->next;
    }
    return len;
}

void free_all(node_t **head)
{
    node_t *cur = *head, *tmp;
    while ((tmp = cur)) { cur = cur->next; free(tmp); }
    *head = NULL;
    memset(&cur, 0, sizeof cur);
}
