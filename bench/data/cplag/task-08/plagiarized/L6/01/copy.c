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
int runCommand(const char *command, const char *args);
void ensureCapacity(void);
int findProduct(const char *label);
void addProduct(const char *label, int amount, double unitPrice);
void deleteProduct(const char *label);
void showProduct(const Product *prod);
int byName(const Product *a, const Product *b);
int byValue(const Product *a, const Product *b);
void sortProducts(int (*before)(const Product *, const Product *));
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
    int used;

    puts("Inventory. Commands: add remove qty find list value low save load quit");
    for (;;)
    {
        fputs("> ", stdout);
        if (fgets(line, sizeof line, stdin) == NULL)
            break;
        if (sscanf(line, "%15s%n", command, &used) != 1)
            continue;   /* empty line */
        if (!runCommand(command, line + used))
            break;
    }

    free(stock);
    return 0;
}

/* returns 0 only for quit */
int runCommand(const char *command, const char *args)
{
    char productName[MAX_NAME];
    char fileName[PATH_LEN];

    if (strcmp(command, "quit") == 0)
        return 0;
    if (strcmp(command, "add") == 0)
    {
        int amount = 0;
        double cost = 0;
        if (sscanf(args, "%31s %d %lf", productName, &amount, &cost) != 3)
            puts("usage: add NAME QTY PRICE");
        else
            addProduct(productName, amount, cost);
    }
    else if (strcmp(command, "qty") == 0)
        changeAmount(args);
    else if (strcmp(command, "list") == 0 || strcmp(command, "value") == 0)
    {
        sortProducts(command[0] == 'l' ? byName : byValue);
        showAll();
    }
    else if (strcmp(command, "low") == 0)
        showLowStock();
    else if (strcmp(command, "remove") != 0 && strcmp(command, "find") != 0
             && strcmp(command, "save") != 0 && strcmp(command, "load") != 0)
        printf("unknown command %s\n", command);
    else if (command[0] == 'r' || command[0] == 'f')
    {
        if (sscanf(args, "%31s", productName) != 1)
            return 1;
        if (command[0] == 'r')
            deleteProduct(productName);
        else
            lookUp(productName);
    }
    else if (sscanf(args, "%63s", fileName) == 1)
    {
        if (command[0] == 's')
            saveInventory(fileName);
        else
            loadInventory(fileName);
    }
    return 1;
}

void showProduct(const Product *prod)
{
    printf("%-20s %5d %8.2f %10.2f\n", prod->label, prod->amount, prod->unitPrice, prod->amount * prod->unitPrice);
}

/* names are unique, so searching from the back gives the same answer */
int findProduct(const char *label)
{
    int k = numProducts;
    while (k-- > 0)
        if (strcmp(stock[k].label, label) == 0)
            return k;
    return -1;
}

/* doubles the array when it is full */
void ensureCapacity(void)
{
    if (numProducts < maxProducts)
        return;
    int newMax = maxProducts ? maxProducts * 2 : START_CAPACITY;
    Product *bigger = realloc(stock, newMax * sizeof(Product));
    if (bigger == NULL)
    {
        puts("out of memory");
        exit(1);
    }
    stock = bigger;
    maxProducts = newMax;
}

void addProduct(const char *label, int amount, double unitPrice)
{
    if (findProduct(label) >= 0)
    {
        printf("item %s already exists\n", label);
        return;
    }
    ensureCapacity();
    Product *slot = stock + numProducts++;
    strcpy(slot->label, label);
    slot->amount = amount;
    slot->unitPrice = unitPrice;
}

void changeAmount(const char *args)
{
    char label[MAX_NAME];
    int amount;
    if (sscanf(args, "%31s %d", label, &amount) != 2)
    {
        puts("usage: qty NAME AMOUNT");
        return;
    }
    int pos = findProduct(label);
    if (pos < 0)
    {
        printf("no such item: %s\n", label);
        return;
    }
    stock[pos].amount = amount;
}

void lookUp(const char *label)
{
    int pos = findProduct(label);
    if (pos >= 0)
        showProduct(stock + pos);
    else
        printf("no such item: %s\n", label);
}

void deleteProduct(const char *label)
{
    int pos = findProduct(label);
    if (pos < 0)
    {
        printf("no such item: %s\n", label);
        return;
    }
    memmove(stock + pos, stock + pos + 1, (numProducts - pos - 1) * sizeof(Product));
    numProducts--;
}

void showAll(void)
{
    double sum = 0;

    printf("%-20s %5s %8s %10s\n", "NAME", "QTY", "PRICE", "VALUE");
    for (const Product *p = stock; p != stock + numProducts; p++)
    {
        showProduct(p);
        sum += p->amount * p->unitPrice;
    }
    printf("%d item(s), total stock value %.2f\n", numProducts, sum);
}

void showLowStock(void)
{
    int hits = 0;
    for (int k = 0; k < numProducts; k++)
    {
        if (stock[k].amount >= MIN_STOCK)
            continue;
        if (hits++ == 0)
            printf("Below %d in stock:\n", MIN_STOCK);
        showProduct(&stock[k]);
    }
    if (hits == 0)
        puts("nothing is low in stock");
}

int byName(const Product *a, const Product *b)
{
    return strcmp(a->label, b->label) < 0;
}

int byValue(const Product *a, const Product *b)
{
    return a->amount * a->unitPrice > b->amount * b->unitPrice;
}

/* insertion sort, before(a, b) says whether a has to come before b */
void sortProducts(int (*before)(const Product *, const Product *))
{
    for (int k = 1; k < numProducts; k++)
    {
        Product key = stock[k];
        int m = k - 1;
        while (m >= 0 && before(&key, &stock[m]))
        {
            stock[m + 1] = stock[m];
            m--;
        }
        stock[m + 1] = key;
    }
}

void loadInventory(const char *fileName)
{
    FILE *fp = fopen(fileName, "r");
    char row[LINE_LEN], buf[MAX_NAME];
    int amt;
    double cost;

    if (!fp)
    {
        printf("cannot open %s\n", fileName);
        return;
    }
    numProducts = 0; /* old contents are dropped */
    while (fgets(row, sizeof row, fp) != NULL)
    {
        if (sscanf(row, "%31s %d %lf", buf, &amt, &cost) != 3)
            break;
        addProduct(buf, amt, cost);
    }
    fclose(fp);
    printf("loaded %d items from %s\n", numProducts, fileName);
}

void saveInventory(const char *fileName)
{
    FILE *fp = fopen(fileName, "w");
    int k;

    if (!fp)
    {
        printf("cannot open %s\n", fileName);
        return;
    }
    for (k = 0; k < numProducts; k++)
        fprintf(fp, "%s %d %.2f\n", stock[k].label, stock[k].amount, stock[k].unitPrice);
    fclose(fp);
    printf("saved %d items to %s\n", k, fileName);
}
