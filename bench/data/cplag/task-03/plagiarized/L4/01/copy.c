/*
 * Assignment 5: linked list of ints
 * The user picks operations from a menu on stdin.
 */
#include <stdlib.h>
#include <stdio.h>

#define LAST_VALUE_OPTION 4

/* one element of the list */
typedef struct ListNode
{
  int val;
  struct ListNode *link;
} ListNode;

const int NO_INDEX = -1;

/* prototypes */
void printMenu(void);
int readNumber(void);
ListNode *createNode(int num);
void addNode(ListNode **first, int num, int keepSorted);
int removeValue(ListNode **first, int num);
int findValue(ListNode *first, int num);
void reverseList(ListNode **first);
int countNodes(ListNode *first);
void showList(ListNode *first);
void destroyList(ListNode *first);

int main()
{
  ListNode *first = NULL;
  int option;

  do
  {
    int num;
    printMenu();
    if (scanf("%d", &option) != 1)
      break;

    /* options 1-4 need a number */
    if (option >= 1 && option <= LAST_VALUE_OPTION)
      num = readNumber();

    switch (option)
    {
      case 1:
        addNode(&first, num, 0);
        break;
      case 2:
        addNode(&first, num, 1);
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
      case 0:
        break;
      default:
        printf("Invalid choice\n");
    }
  } while (option != 0);

  destroyList(first); /* clean up before exit */
  printf("Bye\n");
  return 0;
}

void printMenu(void)
{
  printf("\n1) insert front  2) insert sorted  3) delete  4) search\n");
  printf("5) reverse  6) print  0) quit\nChoice: ");
}

int readNumber(void)
{
  int num;
  printf("Value: ");
  scanf("%d", &num);
  return num;
}

/* release every node */
void destroyList(ListNode *first)
{
  while (first != NULL)
  {
    ListNode *victim = first;
    first = first->link;
    free(victim);
  }
}

/* number of nodes */
int countNodes(ListNode *first)
{
  int total = 0;
  for (ListNode *p = first; p != NULL; p = p->link)
    total++;
  return total;
}

void showList(ListNode *first)
{
  printf("List: ");
  for (ListNode *current = first; current != NULL; current = current->link)
    printf("%d -> ", current->val);
  printf("NULL\nLength: %d\n", countNodes(first));
}

/* creates a new node holding num (exits on allocation failure) */
ListNode *createNode(int num)
{
  ListNode *newNode = malloc(sizeof(ListNode));
  if (newNode == NULL)
  {
    printf("out of memory!\n");
    exit(1);
  }
  newNode->val = num;
  newNode->link = NULL;
  return newNode;
}

/* adds num at the front, or in ascending position when keepSorted is set */
void addNode(ListNode **first, int num, int keepSorted)
{
  ListNode *newNode = createNode(num);

  if (!keepSorted || *first == NULL || (*first)->val >= num)
  {
    newNode->link = *first;
    *first = newNode;
    return;
  }

  ListNode *current = *first;
  /* walk until the next node is not smaller */
  while (current->link != NULL && current->link->val < num)
    current = current->link;
  newNode->link = current->link;
  current->link = newNode;
}

/* reverse the links in place */
void reverseList(ListNode **first)
{
  ListNode *previous = NULL;
  ListNode *current = *first;

  while (current != NULL)
  {
    ListNode *following = current->link;
    current->link = previous;
    previous = current;
    current = following;
  }
  *first = previous;
}

/* index of num in the list (0 = first), NO_INDEX if absent */
int findValue(ListNode *first, int num)
{
  int index = 0;
  for (ListNode *current = first; current != NULL; current = current->link, index++)
    if (current->val == num)
      return index;
  return NO_INDEX;
}

/* delete first occurrence; gives back 1 on success and 0 otherwise */
int removeValue(ListNode **first, int num)
{
  ListNode *previous = NULL;
  ListNode *current = *first;

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
