/* Lab 5 - singly linked list of integers, menu driven */
#include <stdio.h>
#include <stdlib.h>

#define QUIT 0
#define NOT_FOUND -1

struct node {
    int data;
    struct node *next;
};

/* allocate a node, stop the program if malloc fails */
struct node *make_node(int value)
{
    struct node *n = malloc(sizeof(struct node));
    if (n == NULL) { printf("out of memory!\n"); exit(1); }
    n->data = value;
    n->next = NULL;
    return n;
}

void insert_front(struct node **head, int value)
{
    struct node *n = make_node(value);
    n->next = *head;
    *head = n;
}

/* insert so the list stays in ascending order */
void insert_sorted(struct node **head, int value)
{
    struct node *n, *cur;
    if (*head == NULL || (*head)->data >= value) {
        insert_front(head, value);
        return;
    }
    n = make_node(value);
    cur = *head;
    while (cur->next != NULL && cur->next->data < value)
        cur = cur->next;
    n->next = cur->next;
    cur->next = n;
}

/* removes the first node holding value, returns 1 if something was removed */
int delete_value(struct node **head, int value)
{
    struct node *cur = *head, *prev = NULL;
    while (cur != NULL && cur->data != value) {
        prev = cur;
        cur = cur->next;
    }
    if (cur == NULL) return 0;
    if (prev == NULL)
        *head = cur->next;
    else
        prev->next = cur->next;
    free(cur);
    return 1;
}

/* returns position of value (starting at 0) or NOT_FOUND */
int search(struct node *head, int value)
{
    int pos = 0;
    struct node *cur;
    for (cur = head; cur != NULL; cur = cur->next, pos++)
        if (cur->data == value)
            return pos;
    return NOT_FOUND;
}

void reverse(struct node **head)
{
    struct node *prev = NULL, *cur = *head, *next;
    while (cur != NULL) {
        next = cur->next;
        cur->next = prev;
        prev = cur;
        cur = next;
    }
    *head = prev;
}

int length(struct node *head)
{
    int count = 0;
    for (; head != NULL; head = head->next)
        count++;
    return count;
}

void print_list(struct node *head)
{
    struct node *cur;
    printf("List: ");
    for (cur = head; cur != NULL; cur = cur->next)
        printf("%d -> ", cur->data);
    printf("NULL\nLength: %d\n", length(head));
}

void free_list(struct node *head)
{
    while (head != NULL) {
        struct node *tmp = head;
        head = head->next;
        free(tmp);
    }
}

int main()
{
    struct node *head = NULL;
    int choice, value;
    int i; /* loop counter */

    do {
        printf("\n1) insert front  2) insert sorted  3) delete  4) search\n");
        printf("5) reverse  6) print  0) quit\nChoice: ");
        if (scanf("%d", &choice) != 1) break;
        if (choice >= 1 && choice <= 4) {
            printf("Value: "); scanf("%d", &value);
        }
        switch (choice) {
        case 1: insert_front(&head, value); break;
        case 2: insert_sorted(&head, value); break;
        case 3:
            if (delete_value(&head, value))
                printf("Deleted %d\n", value);
            else
                printf("%d is not in the list\n", value);
            break;
        case 4:
            if (search(head, value) == NOT_FOUND)
                printf("%d not found\n", value);
            else
                printf("%d found at position %d\n", value, search(head, value));
            break;
        case 5: reverse(&head); printf("List reversed\n"); break;
        case 6: print_list(head); break;
        case QUIT: break;
        default: printf("Invalid choice\n");
        }
    } while (choice != QUIT);
    free_list(head);
    printf("Bye\n");
    return 0;
}
