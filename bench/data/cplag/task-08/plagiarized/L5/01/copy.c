/*
 * Inventory manager
 * Products are stored in a dynamic array that grows with realloc.
 */
#include <string.h>
#include <stdlib.h>
#include <stdio.h>

#define MAX_NAME 32
#define START_CAPACITY 4
#define LINE_LEN 128
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
void changeAmount(const char *args);
void lookUp(const char *label);
void saveInventory(const char *fileName);
void loadInventory(const char *fileName);

int main(void)
{
    char line[LINE_LEN];
    char command[16];
    char productName[MAX_NAME];
    char fileName[PATH_LEN];
    int used, running = 1, itemTotal = 0;

    puts("Inventory. Commands: add remove qty find list value low save load quit");
    while (running)
    {
        fputs("> ", stdout);
        if (fgets(line, sizeof line, stdin) == NULL)
            break;
        if (sscanf(line, "%15s%n", command, &used) != 1)
            continue;
        const char *args = line + used;

        switch (command[0])
        {
        case 'a':
            if (strcmp(command, "add") == 0)
            {
                int amount = 0;
                double cost = 0;
                sscanf(args, "%31s %d %lf", productName, &amount, &cost);
                addProduct(productName, amount, cost);
                break;
            }
            printf("unknown command %s\n", command);
            break;
        case 'r':
            if (strcmp(command, "remove") == 0 && sscanf(args, "%31s", productName) == 1)
                deleteProduct(productName);
            else
                printf("unknown command %s\n", command);
            break;
        case 'q':
            if (strcmp(command, "quit") == 0)
                running = 0;
            else if (strcmp(command, "qty") == 0)
                changeAmount(args);
            else
                printf("unknown command %s\n", command);
            break;
        case 'f':
            if (strcmp(command, "find") == 0 && sscanf(args, "%31s", productName) == 1)
                lookUp(productName);
            else
                printf("unknown command %s\n", command);
            break;
        case 'l':
            if (strcmp(command, "list") == 0)
            {
                sortByName();
                showAll();
            }
            else if (strcmp(command, "low") == 0)
                showLowStock();
            else if (strcmp(command, "load") == 0 && sscanf(args, "%63s", fileName) == 1)
                loadInventory(fileName);
            else
                printf("unknown command %s\n", command);
            break;
        case 'v':
            sortByValue();
            showAll();
            break;
        case 's':
            if (sscanf(args, "%63s", fileName) == 1)
                saveInventory(fileName);
            break;
        default:
            printf("unknown command %s\n", command);
        }
    }

    free(stock);
    return 0;
}

void showProduct(const Product *prod)
{
    printf("%-20s %5d %8.2f %10.2f\n", prod->label, prod->amount, prod->unitPrice, prod->amount * prod->unitPrice);
}

/* linear search by name using a moving pointer, gives back the position or -1 */
int findProduct(const char *label)
{
    const Product *p = stock;
    const Product *end = stock + numProducts;
    while (p < end)
    {
        if (strcmp(p->label, label) == 0)
            return (int)(p - stock);
        p += 1;
    }
    return -1;
}

/* doubles the array when it is full */
void ensureCapacity(void)
{
    if (!(numProducts >= maxProducts))
        return;
    if (maxProducts == 0)
        maxProducts = START_CAPACITY;
    else
        maxProducts = maxProducts * 2;
    stock = realloc(stock, maxProducts * sizeof(Product));
    if (!stock)
    {
        puts("out of memory");
        exit(1);
    }
}

void addProduct(const char *label, int amount, double unitPrice)
{
    if (findProduct(label) >= 0)
    {
        printf("item %s already exists\n", label);
        return;
    }
    ensureCapacity();
    Product *slot = stock + numProducts;
    strcpy(slot->label, label);
    slot->amount = amount;
    slot->unitPrice = unitPrice;
    numProducts = numProducts + 1;
}

void changeAmount(const char *args)
{
    char label[MAX_NAME];
    char *rest;
    if (sscanf(args, "%31s", label) != 1)
        return;
    int pos = findProduct(label);
    const char *num = strstr(args, label) + strlen(label);
    int amount = (int)strtol(num, &rest, 10);
    if (pos < 0)
        puts("not found");
    else
        stock[pos].amount = amount;
}

void lookUp(const char *label)
{
    int pos = findProduct(label);
    if (pos < 0)
        puts("not found");
    else
        showProduct(stock + pos);
}

void deleteProduct(const char *label)
{
    int pos = findProduct(label);
    if (pos < 0)
    {
        puts("not found");
        return;
    }
    /* close the gap */
    int k = pos;
    while (k < numProducts - 1)
    {
        *(stock + k) = *(stock + k + 1);
        k++;
    }
    numProducts -= 1;
}

void showAll(void)
{
    double sum = 0;
    const Product *p;

    printf("%-20s %5s %8s %10s\n", "NAME", "QTY", "PRICE", "VALUE");
    for (p = stock; p != stock + numProducts; p++)
    {
        showProduct(p);
        sum = sum + p->amount * p->unitPrice;
    }
    printf("total value: %.2f\n", sum);
}

void showLowStock(void)
{
    int hits = 0, k = 0;
    while (k < numProducts)
    {
        if (stock[k].amount < MIN_STOCK)
        {
            showProduct(&stock[k]);
            hits += 1;
        }
        k += 1;
    }
    if (!hits)
        puts("nothing is low in stock");
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
    int k = 0;
    while (k < numProducts - 1)
    {
        for (int m = 0; m < numProducts - 1 - k; m += 1)
            if (strcmp(stock[m].label, stock[m + 1].label) > 0)
                swapProducts(m, m + 1);
        k++;
    }
}

/* bubble sort, most valuable stock first */
void sortByValue(void)
{
    int k = 0;
    while (k < numProducts - 1)
    {
        for (int m = 0; m < numProducts - 1 - k; m += 1)
            if (stock[m + 1].amount * stock[m + 1].unitPrice > stock[m].amount * stock[m].unitPrice)
                swapProducts(m, m + 1);
        k++;
    }
}

void loadInventory(const char *fileName)
{
    FILE *fp = fopen(fileName, "r");

    if (!fp)
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

    if (!fp)
    {
        printf("cannot open %s\n", fileName);
        return;
    }
    int k = 0;
    do
    {
        if (k < numProducts)
            fprintf(fp, "%s %d %.2f\n", stock[k].label, stock[k].amount, stock[k].unitPrice);
        k++;
    } while (k < numProducts);
    fclose(fp);
    printf("saved %d items to %s\n", numProducts, fileName);
}
