/* stockctl: line-oriented inventory shell.  + name qty price | - name | = name qty
 *   ? name | ls [value] | low N | w file | r file (CSV with header) | q */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char *name; long qty; double unit_price; } Record;
typedef struct { Record *data; size_t len, cap; } Inventory;

static double value_of(const Record *r) { return (double)r->qty * r->unit_price; }

static Record *inv_lookup(Inventory *inv, const char *name)
{
    for (size_t i = 0; i < inv->len; ++i)
        if (strcmp(inv->data[i].name, name) == 0)
            return &inv->data[i];
    return NULL;
}

static bool inv_insert(Inventory *inv, const char *name, long qty, double price)
{
    if (inv_lookup(inv, name)) return false;
    if (inv->len == inv->cap) {
        size_t ncap = inv->cap ? inv->cap + inv->cap / 2 + 1 : 8;
        Record *p = realloc(inv->data, ncap * sizeof *p);
        if (!p) return false;
        inv->data = p, inv->cap = ncap;
    }
    size_t n = strlen(name) + 1;
    char *copy = malloc(n);
    if (!copy) return false;
    inv->data[inv->len++] = (Record){ memcpy(copy, name, n), qty, price };
    return true;
}

static bool inv_erase(Inventory *inv, const char *name)
{
    Record *r = inv_lookup(inv, name);
    if (!r) return false;
    free(r->name);
    memmove(r, r + 1, (size_t)(inv->data + --inv->len - r) * sizeof *r);
    return true;
}

static void inv_clear(Inventory *inv) { while (inv->len) free(inv->data[--inv->len].name); }

static int by_name(const void *a, const void *b)
{ return strcmp(((const Record *)a)->name, ((const Record *)b)->name); }

static int by_value_desc(const void *a, const void *b)
{ double va = value_of(a), vb = value_of(b); return (va < vb) - (va > vb); }

/* prints records with qty < limit (limit < 0: all) and their total */
static void print_rows(const Inventory *inv, long limit)
{
    double sum = 0.0;
    for (const Record *r = inv->data; r < inv->data + inv->len; ++r) {
        if (limit >= 0 && r->qty >= limit) continue;
        printf("  %-24s %8ld x %9.2f = %11.2f\n", r->name, r->qty, r->unit_price, value_of(r));
        sum += value_of(r);
    }
    printf("  %-24s %33.2f\n", "TOTAL", sum);
}

/* whole token must be a non-negative number; strtol if want_int so "2.5" is rejected */
static bool parse_num(const char *s, double *out, bool want_int)
{
    char *end = NULL;
    if (!s) return false;
    errno = 0, *out = want_int ? (double)strtol(s, &end, 10) : strtod(s, &end);
    return errno == 0 && end != s && *end == '\0' && *out >= 0;
}

static int inv_write(const Inventory *inv, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) return -1;
    fputs("name,qty,unit_price\n", f);
    for (size_t i = 0; i < inv->len; ++i)
        fprintf(f, "%s,%ld,%.4f\n", inv->data[i].name, inv->data[i].qty, inv->data[i].unit_price);
    return fclose(f);
}

/* returns number of rejected lines, -1 if the file cannot be opened */
static int inv_read(Inventory *inv, const char *path)
{
    char line[256];
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    inv_clear(inv);
    int bad = 0;
    for (int lineno = 1; fgets(line, sizeof line, f); ++lineno) {
        double q, p;
        if (lineno == 1) continue;                      /* header */
        char *name = strtok(line, ",\r\n"), *qs = strtok(NULL, ",\r\n"), *ps = strtok(NULL, ",\r\n");
        if (!name || !parse_num(qs, &q, true) || !parse_num(ps, &p, false) || !inv_insert(inv, name, (long)q, p))
            bad++;
    }
    fclose(f);
    return bad;
}

int main(void)
{
    Inventory inv = { NULL, 0, 0 };
    char line[256];
    const char *ws = " \t\r\n";
    while (fputs("stock> ", stdout), fgets(line, sizeof line, stdin)) {
        char *cmd = strtok(line, ws), *a1 = strtok(NULL, ws), *a2 = strtok(NULL, ws), *a3 = strtok(NULL, ws);
        double q, p; Record *r;
        if (!cmd) continue;
        if (!strcmp(cmd, "q")) break;
        if (!strcmp(cmd, "+") && a1 && parse_num(a2, &q, true) && parse_num(a3, &p, false))
            puts(inv_insert(&inv, a1, (long)q, p) ? "ok" : "error: duplicate name or out of memory");
        else if (!strcmp(cmd, "-") && a1)
            puts(inv_erase(&inv, a1) ? "ok" : "error: no such item");
        else if ((!strcmp(cmd, "=") && a1 && parse_num(a2, &q, true)) || (!strcmp(cmd, "?") && a1)) {
            if (!(r = inv_lookup(&inv, a1))) puts("error: no such item");
            else if (*cmd == '=') { r->qty = (long)q; puts("ok"); }
            else printf("  %s: %ld @ %.2f\n", r->name, r->qty, r->unit_price);
        } else if (!strcmp(cmd, "ls")) {
            if (inv.len) qsort(inv.data, inv.len, sizeof *inv.data, a1 && !strcmp(a1, "value") ? by_value_desc : by_name);
            print_rows(&inv, -1);
        } else if (!strcmp(cmd, "low") && parse_num(a1, &q, true))
            print_rows(&inv, (long)q);
        else if (!strcmp(cmd, "w") && a1)
            puts(inv_write(&inv, a1) == 0 ? "ok" : "error: write failed");
        else if (!strcmp(cmd, "r") && a1) {
            int bad = inv_read(&inv, a1);
            if (bad < 0) puts("error: cannot open file");
            else printf("ok, %zu records (%d rejected)\n", inv.len, bad);
        } else
            puts("error: bad command or arguments");
    }
    inv_clear(&inv);
    free(inv.data);
    return 0;
}
