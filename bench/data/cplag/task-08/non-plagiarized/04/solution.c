/* Exercise 9 - Stock keeping. The array is ALWAYS kept in alphabetical order:
 * new articles are inserted at the right place, so lookups use binary search and
 * listing by name needs no sorting. Only "values" sorts, on a temporary copy. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXNAME 40

typedef struct
{
    char   name[MAXNAME];
    int    count;
    double price;
} Article;

static Article *arts = NULL;   /* the sorted array          */
static int      nArts = 0;     /* number of used elements   */
static int      maxArts = 0;   /* number of allocated slots */

/* Binary search. Returns 1 if found; *where is the index of the article,
   or the index where it would have to be inserted. */
static int locate(const char *name, int *where)
{
    int lo = 0, hi = nArts - 1, mid, c;
    while (lo <= hi)
    {
        mid = (lo + hi) / 2;
        c = strcmp(name, arts[mid].name);
        if (c == 0) { *where = mid; return 1; }
        if (c < 0) hi = mid - 1;
        else       lo = mid + 1;
    }
    *where = lo; return 0;
}

/* Insert keeping the order; refuses duplicates. */
static void insertArticle(const char *name, int count, double price)
{
    int pos; Article *tmp;
    if (locate(name, &pos)) { printf("Article '%s' is already registered.\n", name); return; }
    if (nArts == maxArts)
    {
        maxArts = (maxArts == 0) ? 2 : maxArts * 2;
        tmp = (Article *) realloc(arts, maxArts * sizeof(Article));
        if (tmp == NULL) { printf("Not enough memory.\n"); return; }
        arts = tmp;
    }
    memmove(&arts[pos + 1], &arts[pos], (nArts - pos) * sizeof(Article));   /* open a hole */
    strncpy(arts[pos].name, name, MAXNAME - 1);
    arts[pos].name[MAXNAME - 1] = '\0';
    arts[pos].count = count;
    arts[pos].price = price;
    nArts++;
}

/* Prints a table; if limit >= 0 only articles with count < limit. */
static void printTable(const Article *list, int n, int limit)
{
    int i;
    const char *rule = "+----------------------------------------+-------+----------+------------+\n";
    printf("%s", rule);
    for (i = 0; i < n; i++)
        if (limit < 0 || list[i].count < limit)
            printf("| %-38s | %5d | %8.2f | %10.2f |\n", list[i].name, list[i].count,
                   list[i].price, list[i].count * list[i].price);
    printf("%s", rule);
}

static void printByValue(void)
{
    Article *copy, t; int gap, i, j;
    if (nArts == 0) { printf("(empty)\n"); return; }
    copy = (Article *) malloc(nArts * sizeof(Article));
    memcpy(copy, arts, nArts * sizeof(Article));
    /* shell sort, descending by count * price */
    for (gap = nArts / 2; gap > 0; gap /= 2)
        for (i = gap; i < nArts; i++)
        {
            t = copy[i];
            for (j = i; j >= gap && copy[j - gap].count * copy[j - gap].price < t.count * t.price; j -= gap)
                copy[j] = copy[j - gap];
            copy[j] = t;
        }
    printTable(copy, nArts, -1);
    free(copy);
}

int main(void)
{
    char line[200], word[20], name[MAXNAME], extra[100];
    int n, pos, i; double p; FILE *fp;

    printf("Stock keeping. Commands: new, delete, set, show, names, values, low, store, restore, end\n");
    while (fgets(line, sizeof(line), stdin) != NULL)
    {
        if (sscanf(line, "%19s", word) != 1) continue;
        if (strcmp(word, "end") == 0) break;
        else if (strcmp(word, "new") == 0 && sscanf(line, "%*s %39s %d %lf", name, &n, &p) == 3)
            insertArticle(name, n, p);
        else if ((strcmp(word, "delete") == 0 || strcmp(word, "show") == 0 || strcmp(word, "set") == 0)
                 && sscanf(line, "%*s %39s %d", name, &n) >= 1)
        {
            if (!locate(name, &pos))
                printf("Article '%s' unknown.\n", name);
            else if (word[0] == 'd')   /* close the hole */
                memmove(&arts[pos], &arts[pos + 1], (--nArts - pos) * sizeof(Article));
            else if (strcmp(word, "set") == 0)
                arts[pos].count = n;   /* NOTE: if n was not typed it keeps an old value */
            else
                printTable(&arts[pos], 1, -1);
        }
        else if (strcmp(word, "names") == 0)
            printTable(arts, nArts, -1);
        else if (strcmp(word, "values") == 0)
            printByValue();
        else if (strcmp(word, "low") == 0)
            printTable(arts, nArts, sscanf(line, "%*s %d", &n) == 1 ? n : 3);
        else if ((strcmp(word, "store") == 0 || strcmp(word, "restore") == 0) && sscanf(line, "%*s %99s", extra) == 1)
        {
            fp = fopen(extra, word[0] == 's' ? "w" : "r");
            if (fp == NULL) { printf("Cannot use file %s\n", extra); continue; }
            if (word[0] == 's')
                for (i = 0; i < nArts; i++)
                    fprintf(fp, "%s\t%d\t%.2f\n", arts[i].name, arts[i].count, arts[i].price);
            else
                for (nArts = 0; fscanf(fp, "%39s %d %lf", name, &n, &p) == 3; )
                    insertArticle(name, n, p);
            fclose(fp);
            printf("%d articles.\n", nArts);
        }
        else
            printf("What? Commands: new, delete, set, show, names, values, low, store, restore, end\n");
    }
    free(arts);
    return 0;
}
