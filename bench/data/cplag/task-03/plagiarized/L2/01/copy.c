/*
 * Assignment 5: linked list of ints
 * The user picks operations from a menu on stdin.
 */
#include <stdio.h>
#include <stdlib.h>

#define EXIT_OPTION 0
#define NO_INDEX -1

/* one element of the list */
struct ListNode
{
  int val;
  struct ListNode *link;
};

/* creates a new node holding num (exits on allocation failure) */
struct ListNode *createNode(int num)
{
  struct ListNode *newNode = malloc(sizeof(struct ListNode));
  if (newNode == NULL)
  {
    printf("out of memory!\n");
    exit(1);
  }
  newNode->val = num;
  newNode->link = NULL;
  return newNode;
}

/* push a number onto the front of the list */
void pushFront(struct ListNode **first, int num)
{
  struct ListNode *newNode = createNode(num);
  newNode->link = *first;
  *first = newNode;
}

/* keeps the list sorted from smallest to largest */
void insertInOrder(struct ListNode **first, int num)
{
  struct ListNode *newNode, *current;

  if (*first == NULL || (*first)->val >= num)
  {
    pushFront(first, num);
    return;
  }

  newNode = createNode(num);
  current = *first;
  /* walk until the next node is not smaller */
  while (current->link != NULL && current->link->val < num)
    current = current->link;
  newNode->link = current->link;
  current->link = newNode;
}

/* delete first occurrence; gives back 1 on success and 0 otherwise */
int removeValue(struct ListNode **first, int num)
{
  struct ListNode *current = *first, *previous = NULL;

  while (current != NULL && current->val != num)
  {
    previous = current;
    current = current->link;
  }
  if (current == NULL)
    return 0;

  if (previous == NULL)
    *first = current->link;   /* removing the first node */
  else
    previous->link = current->link;
  free(current);
  return 1;
}

/* index of num in the list (0 = first), NO_INDEX if absent */
int findValue(struct ListNode *first, int num)
{
  int index = 0;
  struct ListNode *current;

  for (current = first; current != NULL; current = current->link, index++)
    if (current->val == num)
      return index;
  return NO_INDEX;
}

/* reverse the links in place */
void reverseList(struct ListNode **first)
{
  struct ListNode *previous = NULL, *current = *first, *following;

  while (current != NULL)
  {
    following = current->link;
    current->link = previous;
    previous = current;
    current = following;
  }
  *first = previous;
}

/* number of nodes */
int countNodes(struct ListNode *first)
{
  int total = 0;

  for (; first != NULL; first = first->link)
    total++;
  return total;
}

void showList(struct ListNode *first)
{
  struct ListNode *current;

  printf("List: ");
  for (current = first; current != NULL; current = current->link)
    printf("%d -> ", current->val);
  printf("NULL\nLength: %d\n", countNodes(first));
}

/* release every node */
void destroyList(struct ListNode *first)
{
  while (first != NULL)
  {
    struct ListNode *victim = first;
    first = first->link;
    free(victim);
  }
}

int main()
{
  struct ListNode *first = NULL;
  int option, num;
  int k; /* counter */

  do
  {
    printf("\n1) insert front  2) insert sorted  3) delete  4) search\n");
    printf("5) reverse  6) print  0) quit\nChoice: ");
    if (scanf("%d", &option) != 1)
      break;

    /* options 1-4 need a number */
    if (option >= 1 && option <= 4)
    {
      printf("Value: ");
      scanf("%d", &num);
    }

    switch (option)
    {
      case 1:
        pushFront(&first, num);
        break;
      case 2:
        insertInOrder(&first, num);
        break;
      case 3:
        if (removeValue(&first, num))
          printf("Deleted %d\n", num);
        else
          printf("%d is not in the list\n", num);
        break;
      case 4:
        if (findValue(first, num) == NO_INDEX)
          printf("%d not found\n", num);
        else
          printf("%d found at position %d\n", num, findValue(first, num));
        break;
      case 5:
        reverseList(&first);
        printf("List reversed\n");
        break;
      case 6:
        showList(first);
        break;
      case EXIT_OPTION:
        break;
      default:
        printf("Invalid choice\n");
    }
  } while (option != EXIT_OPTION);

  destroyList(first); /* clean up before exit */
  printf("Bye\n");
  return 0;
}
