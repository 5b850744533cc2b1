/*
 * Inventory manager
 * Products are stored in a dynamic array that grows with realloc.
 */
#include <string.h>
#include <stdlib.h>
#include <stdio.h>

#define MAX_NAME 32
#define START_CAPACITY 4
#define CMD_LEN 16
#define PATH_LEN 64

const int MIN_STOCK = 5;

typedef struct Product
{
    char label[MAX_NAME];
    int amount;
    double unitPrice;
} Product;

/* global inventory data */
Product *stock = NULL;
int numProducts = 0;
int maxProducts = 0;

/* prototypes */
void ensureCapacity(void);
int findProduct(const char *label);
void addProduct(const char *label, int amount, double unitPrice);
void deleteProduct(const char *label);
void showProduct(const Product *prod);
void swapProducts(int a, int b);
void sortByName(void);
void sortByValue(void);
void showAll(void);
void showLowStock(void);
void changeAmount(const char *label);
void lookUp(const char *label);
void saveInventory(const char *fileName);
void loadInventory(const char *fileName);

int main(void)
{
    char command[CMD_LEN];
    char productName[MAX_NAME];
    char fileName[PATH_LEN];
    int itemTotal = 0;

    printf("Inventory. Commands: add remove qty find list value low save load quit\n");
    while (1)
    {
        printf("> ");
        if (scanf("%15s", command) != 1 || strcmp(command, "quit") == 0)
            break;

        if (strcmp(command, "add") == 0)
        {
            int amount;
            double cost;
            scanf("%31s %d %lf", productName, &amount, &cost);
            addProduct(productName, amount, cost);
        }
        else if (strcmp(command, "remove") == 0)
        {
            scanf("%31s", productName);
            deleteProduct(productName);
        }
        else if (strcmp(command, "qty") == 0)
        {
            scanf("%31s", productName);
            changeAmount(productName);
        }
        else if (strcmp(command, "find") == 0)
        {
            scanf("%31s", productName);
            lookUp(productName);
        }
        else if (strcmp(command, "list") == 0)
        {
            sortByName();
            showAll();
        }
        else if (strcmp(command, "value") == 0)
        {
            sortByValue();
            showAll();
        }
        else if (strcmp(command, "low") == 0)
            showLowStock();
        else if (strcmp(command, "save") == 0 || strcmp(command, "load") == 0)
        {
            scanf("%63s", fileName);
            if (command[0] == 's')
                saveInventory(fileName);
            else
                loadInventory(fileName);
        }
        else
            printf("unknown command %s\n", command);
    }

    free(stock);
    return 0;
}

void showProduct(const Product *prod)
{
    printf("%-20s %5d %8.2f %10.2f\n", prod->label, prod->amount, prod->unitPrice, prod->amount * prod->unitPrice);
}

/* linear search by name, gives back the position or -1 */
int findProduct(const char *label)
{
    for (int k = 0; k < numProducts; k++)
        if (strcmp(stock[k].label, label) == 0)
            return k;
    return -1;
}

/* doubles the array when it is full */
void ensureCapacity(void)
{
    if (numProducts < maxProducts)
        return;
    maxProducts = maxProducts == 0 ? START_CAPACITY : maxProducts * 2;
    stock = realloc(stock, maxProducts * sizeof(Product));
    if (stock == NULL)
    {
        printf("out of memory\n");
        exit(1);
    }
}

void addProduct(const char *label, int amount, double unitPrice)
{
    if (findProduct(label) != -1)
    {
        printf("item %s already exists\n", label);
        return;
    }
    ensureCapacity();
    strcpy(stock[numProducts].label, label);
    stock[numProducts].amount = amount;
    stock[numProducts].unitPrice = unitPrice;
    numProducts++;
}

void changeAmount(const char *label)
{
    int amount;
    int pos = findProduct(label);
    scanf("%d", &amount);
    if (pos == -1)
        printf("not found\n");
    else
        stock[pos].amount = amount;
}

void lookUp(const char *label)
{
    int pos = findProduct(label);
    if (pos == -1)
        printf("not found\n");
    else
        showProduct(&stock[pos]);
}

void deleteProduct(const char *label)
{
    int pos = findProduct(label);
    if (pos == -1)
    {
        printf("not found\n");
        return;
    }
    /* close the gap */
    for (int k = pos; k < numProducts - 1; k++)
        stock[k] = stock[k + 1];
    numProducts--;
}

void showAll(void)
{
    double sum = 0;

    printf("%-20s %5s %8s %10s\n", "NAME", "QTY", "PRICE", "VALUE");
    for (int k = 0; k < numProducts; k++)
    {
        showProduct(&stock[k]);
        sum += stock[k].amount * stock[k].unitPrice;
    }
    printf("total value: %.2f\n", sum);
}

void showLowStock(void)
{
    int hits = 0;
    for (int k = 0; k < numProducts; k++)
        if (stock[k].amount < MIN_STOCK)
        {
            showProduct(&stock[k]);
            hits++;
        }
    if (hits == 0)
        printf("nothing is low in stock\n");
}

void swapProducts(int a, int b)
{
    Product temp = stock[a];
    stock[a] = stock[b];
    stock[b] = temp;
}

/* bubble sort, alphabetical */
void sortByName(void)
{
    for (int k = 0; k < numProducts - 1; k++)
        for (int m = 0; m < numProducts - 1 - k; m++)
            if (strcmp(stock[m].label, stock[m + 1].label) > 0)
                swapProducts(m, m + 1);
}

/* bubble sort, most valuable stock first */
void sortByValue(void)
{
    for (int k = 0; k < numProducts - 1; k++)
        for (int m = 0; m < numProducts - 1 - k; m++)
            if (stock[m].amount * stock[m].unitPrice < stock[m + 1].amount * stock[m + 1].unitPrice)
                swapProducts(m, m + 1);
}

void loadInventory(const char *fileName)
{
    FILE *fp = fopen(fileName, "r");

    if (fp == NULL)
    {
        printf("cannot open %s\n", fileName);
        return;
    }
    numProducts = 0; /* old contents are dropped */
    char buf[MAX_NAME];
    int amt;
    double cost;
    while (fscanf(fp, "%31s %d %lf", buf, &amt, &cost) == 3)
        addProduct(buf, amt, cost);
    fclose(fp);
    printf("loaded %d items from %s\n", numProducts, fileName);
}

void saveInventory(const char *fileName)
{
    FILE *fp = fopen(fileName, "w");

    if (fp == NULL)
    {
        printf("cannot open %s\n", fileName);
        return;
    }
    for (int k = 0; k < numProducts; k++)
        fprintf(fp, "%s %d %.2f\n", stock[k].label, stock[k].amount, stock[k].unitPrice);
    fclose(fp);
    printf("saved %d items to %s\n", numProducts, fileName);
}
