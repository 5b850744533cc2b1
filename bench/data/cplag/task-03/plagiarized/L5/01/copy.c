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
void reverseList(ListNode **first);
int countNodes(ListNode *first);
void showList(ListNode *first);
void destroyList(ListNode *first);

int main()
{
  ListNode *first = NULL;
  char line[LINE_LEN];
  int option = -1;

  while (option != 0)
  {
    int num;
    printMenu();
    if (fgets(line, sizeof line, stdin) == NULL || sscanf(line, "%d", &option) != 1)
      break;

    /* options 1-4 need a number */
    if (option >= 1 && option <= LAST_VALUE_OPTION)
      num = readNumber();

    if (option == 1)
      addNode(&first, num, 0);
    else if (option == 2)
      addNode(&first, num, 1);
    else if (option == 3)
    {
      if (removeValue(&first, num))
        printf("Deleted %d\n", num);
      else
        printf("%d is not in the list\n", num);
    }
    else if (option == 4)
    {
      int where = findValue(first, num);
      if (where == NO_INDEX)
        printf("%d not found\n", num);
      else
        printf("%d found at position %d\n", num, where);
    }
    else if (option == 5)
    {
      reverseList(&first);
      puts("List reversed");
    }
    else if (option == 6)
      showList(first);
    else if (option != 0)
      puts("Invalid choice");
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

/* release every node */
void destroyList(ListNode *first)
{
  ListNode *victim;
  for (victim = first; victim != NULL; victim = first)
  {
    first = first->link;
    free(victim);
  }
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
  ListNode *current = first;
  fputs("List: ", stdout);
  while (current)
  {
    printf("%d -> ", current->val);
    current = current->link;
  }
  printf("NULL\nLength: %d\n", countNodes(first));
}

/* creates a new node holding num (exits on allocation failure) */
ListNode *createNode(int num)
{
  ListNode *newNode = malloc(sizeof(ListNode));
  if (!newNode)
  {
    puts("out of memory!");
    exit(EXIT_FAILURE);
  }
  newNode->val = num;
  newNode->link = NULL;
  return newNode;
}

/* adds num at the front, or in ascending position when keepSorted is set */
void addNode(ListNode **first, int num, int keepSorted)
{
  ListNode *newNode = createNode(num);

  if (!keepSorted || !*first || !((*first)->val < num))
  {
    newNode->link = *first;
    *first = newNode;
    return;
  }

  ListNode *current = *first;
  /* walk until the next node is not smaller */
  for (; current->link && current->link->val < num; current = current->link)
    ;
  newNode->link = current->link;
  current->link = newNode;
}

/* reverse the links in place */
void reverseList(ListNode **first)
{
  ListNode *previous = NULL;
  ListNode *current = *first;

  while (current)
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
  ListNode *current = first;
  while (current != NULL)
  {
    if (current->val == num)
      return index;
    current = current->link;
    index = index + 1;
  }
  return NO_INDEX;
}

/* delete first occurrence; gives back 1 on success and 0 otherwise */
int removeValue(ListNode **first, int num)
{
  ListNode *previous = NULL;
  ListNode *current = *first;

  while (current && current->val != num)
  {
    previous = current;
    current = current->link;
  }
  if (!current)
    return 0;

  if (previous)
    previous->link = current->link;
  else
    *first = current->link;   /* removing the first node */
  free(current);
  return 1;
}
