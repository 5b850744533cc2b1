/*
 * Inventory manager
 * Products are stored in a dynamic array that grows with realloc.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_NAME 32
#define MIN_STOCK 5

struct Product
{
    char label[MAX_NAME];
    int amount;
    double unitPrice;
};

/* global inventory data */
struct Product *stock = NULL;
int numProducts = 0, maxProducts = 0;

/* linear search by name, gives back the position or -1 */
int findProduct(const char *label)
{
    int k;
    for (k = 0; k < numProducts; k++)
        if (strcmp(stock[k].label, label) == 0)
            return k;
    return -1;
}

/* adds a new product at the end, growing the array when needed */
void addProduct(const char *label, int amount, double unitPrice)
{
    if (findProduct(label) != -1)
    {
        printf("item %s already exists\n", label);
        return;
    }
    if (numProducts == maxProducts)
    {
        maxProducts = maxProducts == 0 ? 4 : maxProducts * 2;
        stock = realloc(stock, maxProducts * sizeof(struct Product));
        if (stock == NULL)
        {
            printf("out of memory\n");
            exit(1);
        }
    }
    strcpy(stock[numProducts].label, label);
    stock[numProducts].amount = amount;
    stock[numProducts].unitPrice = unitPrice;
    numProducts++;
}

void deleteProduct(const char *label)
{
    int k, pos = findProduct(label);
    if (pos == -1)
    {
        printf("not found\n");
        return;
    }
    /* close the gap */
    for (k = pos; k < numProducts - 1; k++)
        stock[k] = stock[k + 1];
    numProducts--;
}

void showProduct(struct Product *prod)
{
    printf("%-20s %5d %8.2f %10.2f\n", prod->label, prod->amount, prod->unitPrice, prod->amount * prod->unitPrice);
}

/*
 * Sorts the array in place.
 * byValue == 0 : alphabetical by name
 * byValue != 0 : by amount*unitPrice, largest first
 */
void sortProducts(int byValue)
{
    int k, m, doSwap;
    struct Product temp;

    for (k = 0; k < numProducts - 1; k++)
        for (m = 0; m < numProducts - 1 - k; m++)
        {
            doSwap = byValue ? stock[m].amount * stock[m].unitPrice < stock[m + 1].amount * stock[m + 1].unitPrice
                             : strcmp(stock[m].label, stock[m + 1].label) > 0;
            if (doSwap)
            {
                temp = stock[m];
                stock[m] = stock[m + 1];
                stock[m + 1] = temp;
            }
        }
}

void showAll(void)
{
    int k;
    double sum = 0;

    printf("%-20s %5s %8s %10s\n", "NAME", "QTY", "PRICE", "VALUE");
    for (k = 0; k < numProducts; k++)
    {
        showProduct(&stock[k]);
        sum += stock[k].amount * stock[k].unitPrice;
    }
    printf("total value: %.2f\n", sum);
}

void saveInventory(const char *fileName)
{
    int k;
    FILE *fp = fopen(fileName, "w");

    if (fp == NULL)
    {
        printf("cannot open %s\n", fileName);
        return;
    }
    for (k = 0; k < numProducts; k++)
        fprintf(fp, "%s %d %.2f\n", stock[k].label, stock[k].amount, stock[k].unitPrice);
    fclose(fp);
    printf("saved %d items to %s\n", numProducts, fileName);
}

void loadInventory(const char *fileName)
{
    int amt;
    double cost;
    char buf[MAX_NAME];
    FILE *fp = fopen(fileName, "r");

    if (fp == NULL)
    {
        printf("cannot open %s\n", fileName);
        return;
    }
    numProducts = 0; /* old contents are dropped */
    while (fscanf(fp, "%31s %d %lf", buf, &amt, &cost) == 3)
        addProduct(buf, amt, cost);
    fclose(fp);
    printf("loaded %d items from %s\n", numProducts, fileName);
}

int main(void)
{
    char command[16], productName[MAX_NAME], fileName[64];
    int amount, pos, k, hits, itemTotal = 0;
    double cost;

    printf("Inventory. Commands: add remove qty find list value low save load quit\n");
    while (1)
    {
        printf("> ");
        if (scanf("%15s", command) != 1 || strcmp(command, "quit") == 0)
            break;

        if (strcmp(command, "add") == 0)
        {
            scanf("%31s %d %lf", productName, &amount, &cost);
            addProduct(productName, amount, cost);
        }
        else if (strcmp(command, "remove") == 0)
        {
            scanf("%31s", productName);
            deleteProduct(productName);
        }
        else if (strcmp(command, "qty") == 0 || strcmp(command, "find") == 0)
        {
            /* both commands start with a name */
            scanf("%31s", productName);
            pos = findProduct(productName);
            if (command[0] == 'q')
                scanf("%d", &amount);
            if (pos == -1)
                printf("not found\n");
            else if (command[0] == 'q')
                stock[pos].amount = amount;
            else
                showProduct(&stock[pos]);
        }
        else if (strcmp(command, "list") == 0 || strcmp(command, "value") == 0)
        {
            sortProducts(strcmp(command, "value") == 0);
            showAll();
        }
        else if (strcmp(command, "low") == 0)
        {
            hits = 0;
            for (k = 0; k < numProducts; k++)
                if (stock[k].amount < MIN_STOCK)
                {
                    showProduct(&stock[k]);
                    hits++;
                }
            if (hits == 0)
                printf("nothing is low in stock\n");
        }
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
