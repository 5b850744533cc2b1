#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct Item
{
  char name[50];
  int quantity;
  float price;
};

int main()
{
  struct Item *inv = NULL;
  struct Item t;
  int n = 0;
  int choice, i, j, q;
  char s[50];
  FILE *fp;

  while (1)
  {
    printf("\n1. Add item\n2. Remove item\n3. Change quantity\n4. Search\n");
    printf("5. Show sorted by name\n6. Show sorted by value\n7. Low stock\n");
    printf("8. Save to stock.txt\n9. Load from stock.txt\n0. Exit\nChoice: ");
    scanf("%d", &choice);

    if (choice == 0)
      break;

    if (choice == 1)
    {
      /* make the array one bigger every time */
      inv = realloc(inv, (n + 1) * sizeof(struct Item));
      printf("Name: ");
      scanf("%s", inv[n].name);
      printf("Quantity: ");
      scanf("%d", &inv[n].quantity);
      printf("Price: ");
      scanf("%f", &inv[n].price);
      n++;
      printf("Item added!\n");
    }
    if (choice == 2)
    {
      printf("Name to remove: ");
      scanf("%s", s);
      for (i = 0; i < n; i++)
      {
        if (strcmp(inv[i].name, s) == 0)
        {
          inv[i] = inv[n - 1];   /* put the last one here */
          n--;
          printf("Removed.\n");
          break;
        }
      }
    }
    if (choice == 3 || choice == 4)
    {
      printf("Name: ");
      scanf("%s", s);
      for (i = 0; i < n; i++)
        if (strcmp(inv[i].name, s) == 0)
          break;
      if (i == n)
        printf("Sorry, there is no %s\n", s);
      else if (choice == 3)
      {
        printf("New quantity: ");
        scanf("%d", &q);
        inv[i].quantity = q;
      }
      else
        printf("%s: %d pieces at %.2f each\n", inv[i].name, inv[i].quantity, inv[i].price);
    }
    if (choice == 5 || choice == 6)
    {
      for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++)
        {
          if ((choice == 5 && strcmp(inv[i].name, inv[j].name) > 0) ||
              (choice == 6 && inv[i].quantity * inv[i].price < inv[j].quantity * inv[j].price))
          {
            t = inv[i];
            inv[i] = inv[j];
            inv[j] = t;
          }
        }
      for (i = 0; i < n; i++)
        printf("%d) %s  qty=%d  price=%.2f  value=%.2f\n", i + 1, inv[i].name,
               inv[i].quantity, inv[i].price, inv[i].quantity * inv[i].price);
    }
    if (choice == 7)
    {
      printf("Items with less than 10 pieces:\n");
      for (i = 0; i < n; i++)
        if (inv[i].quantity < 10)
          printf("  %s (%d)\n", inv[i].name, inv[i].quantity);
    }
    if (choice == 8)
    {
      fp = fopen("stock.txt", "w");
      fprintf(fp, "%d\n", n);
      for (i = 0; i < n; i++)
        fprintf(fp, "%s %d %f\n", inv[i].name, inv[i].quantity, inv[i].price);
      fclose(fp);
      printf("Saved.\n");
    }
    if (choice == 9)
    {
      fp = fopen("stock.txt", "r");
      if (fp == NULL)
      {
        printf("No file!\n");
      }
      else
      {
        fscanf(fp, "%d", &n);
        inv = realloc(inv, n * sizeof(struct Item));
        for (i = 0; i < n; i++)
          fscanf(fp, "%s %d %f", inv[i].name, &inv[i].quantity, &inv[i].price);
        fclose(fp);
        printf("Loaded %d items.\n", n);
      }
    }
  }
  free(inv);
  return 0;
}
