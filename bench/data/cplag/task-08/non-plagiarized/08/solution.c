/* Inventory with a command table, item ids, undo of the last delete, +/- restocking,
 * substring search and merge sort. Args are split by ';' so names may have spaces. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LOW_LIMIT 10
typedef struct { int id; char name[48]; int qty; double price; } Item;

static Item *tab, undo_item;
static int ntab, captab, next_id = 1, can_undo = 0;

static double worth(const Item *it) { return it->qty * it->price; }
static int name_order(const Item *a, const Item *b) { return strcmp(a->name, b->name); }
static int worth_order(const Item *a, const Item *b) { return (worth(b) > worth(a)) - (worth(b) < worth(a)); }

/* top-down merge sort of tab[lo..hi) using tmp as scratch space */
static void msort(Item *tmp, int lo, int hi, int (*cmp)(const Item *, const Item *))
{
    int mid = (lo + hi) / 2, i = lo, j = mid, k = lo;
    if (hi - lo < 2) return;
    msort(tmp, lo, mid, cmp); msort(tmp, mid, hi, cmp);
    while (k < hi)
        tmp[k++] = (j >= hi || (i < mid && cmp(&tab[i], &tab[j]) <= 0)) ? tab[i++] : tab[j++];
    memcpy(tab + lo, tmp + lo, (hi - lo) * sizeof(Item));
}
static Item *by_name(const char *name)
{
    for (int i = 0; i < ntab; i++) if (strcmp(tab[i].name, name) == 0) return &tab[i];
    return NULL;
}
static void row(const Item *it)
{
    printf("#%-4d %-30s %6d %9.2f %11.2f%s\n", it->id, it->name, it->qty, it->price, worth(it),
           it->qty < LOW_LIMIT ? "  (low)" : "");
}
static void append(Item it)
{
    if (ntab == captab) {
        captab = captab ? captab * 2 : 16;
        if (!(tab = realloc(tab, captab * sizeof(Item)))) { fprintf(stderr, "out of memory\n"); exit(EXIT_FAILURE); }
    }
    if (it.id >= next_id) next_id = it.id + 1;
    tab[ntab++] = it;
}

/* ---- command handlers, args is the rest of the line ---- */
static void c_add(char *a)
{
    Item it = { next_id, "", 0, 0 };
    if (sscanf(a, " %47[^;];%d;%lf", it.name, &it.qty, &it.price) != 3) { puts("usage: add NAME;QTY;PRICE"); return; }
    if (by_name(it.name)) { printf("'%s' exists already\n", it.name); return; }
    append(it); printf("added as #%d\n", it.id);
}
static void c_del(char *a)
{
    Item *it = by_name(a);
    if (!it) { puts("no such item"); return; }
    undo_item = *it; can_undo = 1;
    *it = tab[--ntab];
    puts("deleted (type 'undo' to get it back)");
}
static void c_undo(char *a) { (void)a; if (can_undo) { append(undo_item); can_undo = 0; puts("restored"); } else puts("nothing to undo"); }
static void c_qty(char *a, int relative)
{
    char name[48]; int q; Item *it;
    if (sscanf(a, " %47[^;];%d", name, &q) != 2 || !(it = by_name(name))) { puts("bad item or number"); return; }
    it->qty = relative ? it->qty + q : q;
    if (it->qty < 0) it->qty = 0;
    row(it);
}
static void c_set(char *a) { c_qty(a, 0); }
static void c_restock(char *a) { c_qty(a, 1); }
static void c_find(char *a)
{
    int hits = 0;
    for (int i = 0; i < ntab; i++) {
        char low[48]; int k;
        for (k = 0; tab[i].name[k]; k++) low[k] = (char)tolower((unsigned char)tab[i].name[k]);
        low[k] = '\0';
        if (strstr(low, a)) { row(&tab[i]); hits++; }
    }
    printf("%d match(es)\n", hits);
}
static void list_sorted(int (*cmp)(const Item *, const Item *), int only_low)
{
    double total = 0;
    Item *tmp = malloc((ntab + 1) * sizeof(Item));
    msort(tmp, 0, ntab, cmp);
    free(tmp);
    for (int i = 0; i < ntab; i++)
        if (!only_low || tab[i].qty < LOW_LIMIT) { row(&tab[i]); total += worth(&tab[i]); }
    printf("%41s %21.2f\n", "sum", total);
}
static void c_names(char *a) { (void)a; list_sorted(name_order, 0); }
static void c_values(char *a) { (void)a; list_sorted(worth_order, 0); }
static void c_low(char *a) { (void)a; list_sorted(worth_order, 1); }
static void c_save(char *a)
{
    FILE *f = fopen(a, "w");
    if (!f) { perror(a); return; }
    fprintf(f, "INVENTORY 1 %d\n", ntab);
    for (int i = 0; i < ntab; i++) fprintf(f, "%d\t%s\t%d\t%.2f\n", tab[i].id, tab[i].name, tab[i].qty, tab[i].price);
    fclose(f);
}
static void c_load(char *a)
{
    Item it; int count, i = 0;
    FILE *f = fopen(a, "r");
    if (!f) { perror(a); return; }
    if (fscanf(f, "INVENTORY 1 %d", &count) != 1) { puts("not an inventory file"); fclose(f); return; }
    ntab = 0; next_id = 1; can_undo = 0;
    while (i++ < count && fscanf(f, "%d\t%47[^\t]\t%d\t%lf", &it.id, it.name, &it.qty, &it.price) == 4) append(it);
    fclose(f);
    printf("%d of %d items loaded\n", ntab, count);
}

static const struct { const char *word; void (*run)(char *); const char *help; } cmds[] = {
    {"add", c_add, "NAME;QTY;PRICE"}, {"delete", c_del, "NAME"}, {"undo", c_undo, ""}, {"set", c_set, "NAME;QTY"},
    {"restock", c_restock, "NAME;+-N"}, {"find", c_find, "part of name (lower case)"}, {"names", c_names, ""},
    {"values", c_values, ""}, {"low", c_low, ""}, {"save", c_save, "FILE"}, {"load", c_load, "FILE"},
};

int main(void)
{
    char line[256];
    size_t n = sizeof cmds / sizeof cmds[0], i;
    puts("type 'help' for commands, 'exit' to leave");
    while (printf("inv> "), fflush(stdout), fgets(line, sizeof line, stdin)) {
        char *word = strtok(line, " \n"), *rest = strtok(NULL, "\n");
        if (!word) continue;
        if (!strcmp(word, "exit")) break;
        for (i = 0; i < n && strcmp(word, cmds[i].word); i++) ;
        if (i < n) cmds[i].run(rest ? rest : "");
        else for (i = 0; i < n; i++) printf("  %-8s %s\n", cmds[i].word, cmds[i].help);
    }
    free(tab);
    return 0;
}
