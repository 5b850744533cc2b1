// Homework: Linked Lists
// This program keeps a list of numbers and the user chooses what to do from a menu.

#include <stdio.h>
#include <stdlib.h>

// this is one box of the list
typedef struct Box {
  int number;         // the number stored in the box
  struct Box *link;   // the next box (or NULL at the end)
} Box;

Box *top = NULL;     // the first box of the list
int howMany = 0;     // how many boxes there are right now

// makes a new box and puts it at the beginning
void addFirst(int n) {
  Box *b = (Box*) malloc(sizeof(Box));   // ask for memory
  b->number = n;                          // fill it in
  b->link = top;                          // the old first box comes after it
  top = b;                                // now it is the first one
  howMany++;                              // one more box
}

// puts the number in the right place so the list is small -> big
void addInOrder(int n) {
  Box *b, *walk;
  // if the list is empty or n is smallest, just add it first
  if (top == NULL || n < top->number) {
    addFirst(n);
    return;
  }
  b = (Box*) malloc(sizeof(Box));
  b->number = n;
  walk = top;
  // go forward while the next number is still smaller or equal
  while (walk->link != NULL && walk->link->number <= n) {
    walk = walk->link;
  }
  b->link = walk->link;   // connect new box to the rest
  walk->link = b;         // connect the box before to the new box
  howMany++;
}

// removes ALL the boxes that have this number
void removeNumber(int n) {
  Box *walk = top;
  Box *before = NULL;
  int removed = 0;
  while (walk != NULL) {
    if (walk->number == n) {
      Box *gone = walk;       // remember it so we can free it
      if (before == NULL) {   // it was the first box
        top = walk->link;
      } else {
        before->link = walk->link;
      }
      walk = walk->link;
      free(gone);
      removed++;
      howMany--;
    } else {
      before = walk;
      walk = walk->link;
    }
  }
  printf("I removed %d box(es) with the number %d\n", removed, n);
}

// says how many times the number is in the list
void findNumber(int n) {
  int times = 0;
  Box *walk;
  for (walk = top; walk != NULL; walk = walk->link) {
    if (walk->number == n) times++;
  }
  if (times == 0) printf("The number %d is NOT in the list\n", n);
  else printf("The number %d is in the list %d time(s)\n", n, times);
}

// to reverse I copy every box to the front of a new list, then throw away the old one
void reverseList() {
  Box *newTop = NULL;
  Box *walk = top;
  while (walk != NULL) {
    Box *copy = (Box*) malloc(sizeof(Box));
    copy->number = walk->number;
    copy->link = newTop;
    newTop = copy;
    walk = walk->link;
  }
  // free the old boxes
  while (top != NULL) {
    walk = top->link;
    free(top);
    top = walk;
  }
  top = newTop;
  printf("The list is now reversed\n");
}

// shows every number in the list
void showList() {
  Box *walk = top;
  if (top == NULL) printf("The list is empty!\n");
  while (walk != NULL) {
    printf("[%d] ", walk->number);
    walk = walk->link;
  }
  printf("\nThe list has %d number(s)\n", howMany);
}

int main() {
  int menu = -1, n;
  printf("*** LINKED LIST PROGRAM ***\n");
  while (menu != 7) {
    printf("\n--- MENU ---\n");
    printf("1 - add a number at the beginning\n2 - add a number in order\n");
    printf("3 - remove a number\n4 - find a number\n");
    printf("5 - reverse the list\n6 - show the list\n7 - exit\n");
    printf("What do you want to do? ");
    scanf("%d", &menu);
    if (menu == 1) { printf("Number: "); scanf("%d", &n); addFirst(n); }
    if (menu == 2) { printf("Number: "); scanf("%d", &n); addInOrder(n); }
    if (menu == 3) { printf("Number: "); scanf("%d", &n); removeNumber(n); }
    if (menu == 4) { printf("Number: "); scanf("%d", &n); findNumber(n); }
    if (menu == 5) reverseList();
    if (menu == 6) showList();
    if (menu < 1 || menu > 7) printf("That is not on the menu\n");
  }
  // the end: give back all the memory
  while (top != NULL) {
    Box *next = top->link;
    free(top);
    top = next;
  }
  printf("Goodbye!\n");
  return 0;
}
