/*
 * Assignment 5: linked list of ints
 * The user picks operations from a menu on stdin.
 */
#include <stdlib.h>
#include <stdio.h>

#define LAST_VALUE_OPTION 4
#define LINE_LEN 64

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
ListNode *reverseList(ListNode *node);
int countNodes(ListNode *first);
void showList(ListNode *first);
void destroyList(ListNode *first);

int main()
{
  ListNode *first = NULL;
  char line[LINE_LEN];
  int option;

  for (;;)
  {
    int num = 0;
    printMenu();
    if (fgets(line, sizeof line, stdin) == NULL)
      break;
    if (sscanf(line, "%d", &option) != 1 || option == 0)
      break;

    if (option < 1 || option > 6)
    {
      puts("Invalid choice");
      continue;
    }
    /* options 1-4 need a number */
    if (option <= LAST_VALUE_OPTION)
      num = readNumber();

    if (option == 5)
    {
      first = reverseList(first);
      puts("List reversed");
    }
    else if (option == 6)
      showList(first);
    else if (option == 4)
    {
      int where = findValue(first, num);
      if (where != NO_INDEX)
        printf("%d is at index %d\n", num, where);
      else
        printf("%d not found\n", num);
    }
    else if (option == 3)
    {
      if (!removeValue(&first, num))
        printf("%d is not in the list\n", num);
      else
        printf("Deleted %d\n", num);
    }
    else
      addNode(&first, num, option == 2);
  }

  destroyList(first); /* clean up before exit */
  puts("Bye");
  return 0;
}

void printMenu(void)
{
  fputs("\n1) insert front  2) insert sorted  3) delete  4) search\n", stdout);
  fputs("5) reverse  6) print  0) quit\nChoice: ", stdout);
}

int readNumber(void)
{
  char buf[LINE_LEN];
  int num = 0;
  fputs("Value: ", stdout);
  if (fgets(buf, sizeof buf, stdin) != NULL)
    sscanf(buf, "%d", &num);
  return num;
}

/* release every node, back to front */
void destroyList(ListNode *first)
{
  if (first == NULL)
    return;
  destroyList(first->link);
  free(first);
}

/* number of nodes */
int countNodes(ListNode *first)
{
  int total = 0;
  ListNode *p = first;
  while (p)
  {
    total += 1;
    p = p->link;
  }
  return total;
}

void showList(ListNode *first)
{
  ListNode *current;
  if (first == NULL)
  {
    puts("List is empty");
    return;
  }
  fputs("List: ", stdout);
  for (current = first; current->link != NULL; current = current->link)
    printf("%d -> ", current->val);
  printf("%d\n(%d nodes)\n", current->val, countNodes(first));
}

/* creates a new node holding num (exits on allocation failure) */
ListNode *createNode(int num)
{
  ListNode *newNode = malloc(sizeof(ListNode));
  if (newNode != NULL)
  {
    newNode->val = num;
    newNode->link = NULL;
    return newNode;
  }
  puts("out of memory!");
  exit(EXIT_FAILURE);
}

/* adds num at the front, or in ascending position when keepSorted is set */
void addNode(ListNode **first, int num, int keepSorted)
{
  ListNode *newNode = createNode(num);
  ListNode **spot = first;

  /* move the insertion point forward past every smaller value */
  if (keepSorted)
    while (*spot != NULL && (*spot)->val < num)
      spot = &(*spot)->link;
  newNode->link = *spot;
  *spot = newNode;
}

/* reverse recursively, returns the new first node */
ListNode *reverseList(ListNode *node)
{
  ListNode *rest;
  if (node == NULL || node->link == NULL)
    return node;
  rest = reverseList(node->link);
  node->link->link = node;
  node->link = NULL;
  return rest;
}

/* index of num in the list (0 = first), NO_INDEX if absent */
int findValue(ListNode *first, int num)
{
  int index = 0;
  ListNode *current = first;
  while (current != NULL && current->val != num)
  {
    current = current->link;
    index = index + 1;
  }
  return current ? index : NO_INDEX;
}

/* delete first occurrence; gives back 1 on success and 0 otherwise */
int removeValue(ListNode **first, int num)
{
  ListNode **pp = first;
  ListNode *gone;

  while (*pp && (*pp)->val != num)
    pp = &(*pp)->link;
  if (!*pp)
    return 0;

  gone = *pp;
  *pp = gone->link;   /* unlink it, works for the first node too */
  free(gone);
  return 1;
}
