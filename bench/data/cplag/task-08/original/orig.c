/* inventory.c - lab 7: items kept in a growing array, simple command loop */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NAME_LEN 32
#define LOW_STOCK 5

struct item {
    char name[NAME_LEN];
    int qty;
    double price;
};

struct item *items = NULL;
int count = 0, capacity = 0;

int find_item(const char *name)
{
    int i;
    for (i = 0; i < count; i++)
        if (strcmp(items[i].name, name) == 0)
            return i;
    return -1; /* not there */
}

void add_item(const char *name, int qty, double price)
{
    if (find_item(name) != -1) { printf("item %s already exists\n", name); return; }
    if (count == capacity) { /* array is full, double it */
        capacity = capacity == 0 ? 4 : capacity * 2;
        items = realloc(items, capacity * sizeof(struct item));
        if (items == NULL) { printf("out of memory\n"); exit(1); }
    }
    strcpy(items[count].name, name);
    items[count].qty = qty;
    items[count].price = price;
    count++;
}

void remove_item(const char *name)
{
    int i, idx = find_item(name);
    if (idx == -1) { printf("not found\n"); return; }
    // shift everything after it one place left
    for (i = idx; i < count - 1; i++)
        items[i] = items[i + 1];
    count--;
}

void print_item(struct item *it)
{
    printf("%-20s %5d %8.2f %10.2f\n", it->name, it->qty, it->price, it->qty * it->price);
}

/* bubble sort, mode 0 = by name, 1 = by total value (biggest first) */
void sort_items(int mode)
{
    int i, j, swap; struct item tmp;
    for (i = 0; i < count - 1; i++)
        for (j = 0; j < count - 1 - i; j++) {
            swap = mode ? items[j].qty * items[j].price < items[j + 1].qty * items[j + 1].price
                        : strcmp(items[j].name, items[j + 1].name) > 0;
            if (swap) {
                tmp = items[j];
                items[j] = items[j + 1];
                items[j + 1] = tmp;
            }
        }
}

void list_items(void)
{
    int i; double total = 0;
    printf("%-20s %5s %8s %10s\n", "NAME", "QTY", "PRICE", "VALUE");
    for (i = 0; i < count; i++) {
        print_item(&items[i]);
        total += items[i].qty * items[i].price;
    }
    printf("total value: %.2f\n", total);
}

/* file format: one item per line "name qty price" */
void save_file(const char *fname)
{
    int i;
    FILE *f = fopen(fname, "w");
    if (f == NULL) { printf("cannot open %s\n", fname); return; }
    for (i = 0; i < count; i++)
        fprintf(f, "%s %d %.2f\n", items[i].name, items[i].qty, items[i].price);
    fclose(f);
    printf("saved %d items to %s\n", count, fname);
}

void load_file(const char *fname)
{
    int q; double p; char nm[NAME_LEN];
    FILE *f = fopen(fname, "r");
    if (f == NULL) { printf("cannot open %s\n", fname); return; }
    count = 0; /* throw away what we had */
    while (fscanf(f, "%31s %d %lf", nm, &q, &p) == 3)
        add_item(nm, q, p);
    fclose(f);
    printf("loaded %d items from %s\n", count, fname);
}

int main(void)
{
    char cmd[16], name[NAME_LEN], fname[64];
    int qty, idx, i, found, total_items = 0;
    double price;
    printf("Inventory. Commands: add remove qty find list value low save load quit\n");
    while (1) {
        printf("> ");
        if (scanf("%15s", cmd) != 1 || strcmp(cmd, "quit") == 0)
            break;
        if (strcmp(cmd, "add") == 0) {
            scanf("%31s %d %lf", name, &qty, &price);
            add_item(name, qty, price);
        } else if (strcmp(cmd, "remove") == 0) {
            scanf("%31s", name);
            remove_item(name);
        } else if (strcmp(cmd, "qty") == 0 || strcmp(cmd, "find") == 0) {
            scanf("%31s", name);
            idx = find_item(name);
            if (cmd[0] == 'q') scanf("%d", &qty);
            if (idx == -1) printf("not found\n");
            else if (cmd[0] == 'q') items[idx].qty = qty;
            else print_item(&items[idx]);
        } else if (strcmp(cmd, "list") == 0 || strcmp(cmd, "value") == 0) {
            sort_items(strcmp(cmd, "value") == 0);
            list_items();
        } else if (strcmp(cmd, "low") == 0) {
            found = 0;
            for (i = 0; i < count; i++)
                if (items[i].qty < LOW_STOCK) {
                    print_item(&items[i]);
                    found++;
                }
            if (found == 0) printf("nothing is low in stock\n");
        } else if (strcmp(cmd, "save") == 0 || strcmp(cmd, "load") == 0) {
            scanf("%63s", fname);
            if (cmd[0] == 's') save_file(fname);
            else load_file(fname);
        } else
            printf("unknown command %s\n", cmd);
    }
    free(items);
    return 0;
}
