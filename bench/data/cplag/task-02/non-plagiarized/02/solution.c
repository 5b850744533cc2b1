/* gradebook.c -- CSV grade report.   usage: ./gradebook FILE   ("-" = stdin)
 * record: name,score[,score...] (0..100). Prints a ranked table with +/- grades,
 * then mean, median, stddev, min/max and the letter distribution. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

typedef struct {
    char  *name;
    double mean;
} Record;

typedef struct {
    Record *items;
    size_t  len, cap;
} RecordVec;

static int push(RecordVec *v, Record r)
{
    if (v->len == v->cap) {
        size_t ncap = v->cap ? v->cap * 2 : 16;
        Record *p = realloc(v->items, ncap * sizeof *p);
        if (!p) return -1;
        v->items = p;
        v->cap = ncap;
    }
    v->items[v->len++] = r;
    return 0;
}

static char *trim(char *s)
{
    while (isspace((unsigned char)*s)) s++;
    char *e = s + strlen(s);
    while (e > s && isspace((unsigned char)e[-1])) *--e = '\0';
    return s;
}

/* Returns NULL on success, otherwise a description of what is wrong. */
static const char *parse_record(char *line, Record *out)
{
    char *name = strtok(line, ",");
    if (!name || *(name = trim(name)) == '\0') return "missing name";
    double total = 0.0;
    int n = 0;
    for (char *field; (field = strtok(NULL, ",")) != NULL; ) {
        field = trim(field);
        char *end;
        errno = 0;
        double v = strtod(field, &end);
        if (end == field || *end != '\0' || errno == ERANGE) return "non-numeric score";
        if (v < 0.0 || v > 100.0) return "score out of range";
        total += v;
        n++;
    }
    if (n == 0) return "no scores";
    out->name = malloc(strlen(name) + 1);
    if (!out->name) return "out of memory";
    strcpy(out->name, name);
    out->mean = total / n;
    return NULL;
}

static const char LETTERS[] = "ABCDF";

static void letter(double m, char buf[3])
{
    static const char L[] = "FDCBA";
    int band = m >= 90 ? 4 : m >= 80 ? 3 : m >= 70 ? 2 : m >= 60 ? 1 : 0;
    buf[0] = L[band];
    buf[1] = buf[2] = '\0';
    if (band == 0) return;
    double r = fmod(m, 10.0);
    if (m >= 100.0 || r >= 7.0) buf[1] = '+';
    else if (r < 3.0)           buf[1] = '-';
}

static int by_mean_desc(const void *a, const void *b)
{
    const Record *x = a, *y = b;
    if (x->mean != y->mean) return x->mean < y->mean ? 1 : -1;
    return strcmp(x->name, y->name);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s FILE|-\n", argv[0]);
        return 2;
    }
    FILE *in = strcmp(argv[1], "-") == 0 ? stdin : fopen(argv[1], "r");
    if (!in) { perror(argv[1]); return 1; }

    RecordVec v = {0};
    char line[1024];
    long lineno = 0;
    while (fgets(line, sizeof line, in)) {
        lineno++;
        if (*trim(line) == '\0') continue;
        Record r;
        const char *err = parse_record(line, &r);
        if (err) { fprintf(stderr, "%s:%ld: %s\n", argv[1], lineno, err); continue; }
        if (push(&v, r) != 0) { fputs("out of memory\n", stderr); return 1; }
    }
    if (in != stdin) fclose(in);
    if (v.len == 0) { fputs("no valid records\n", stderr); return 1; }

    qsort(v.items, v.len, sizeof *v.items, by_mean_desc);

    double sum = 0, sq = 0;
    int dist[5] = {0};
    for (size_t i = 0; i < v.len; i++) {
        char g[3];
        letter(v.items[i].mean, g);
        printf("%3zu. %-24s %6.2f  %-2s\n", i + 1, v.items[i].name, v.items[i].mean, g);
        sum += v.items[i].mean;
        sq  += v.items[i].mean * v.items[i].mean;
        dist[strchr(LETTERS, g[0]) - LETTERS]++;
    }
    double mean = sum / v.len;
    double var = sq / v.len - mean * mean;
    double median = v.len % 2 ? v.items[v.len / 2].mean
                              : (v.items[v.len / 2 - 1].mean + v.items[v.len / 2].mean) / 2;

    printf("\nstudents %zu  mean %.2f  median %.2f  stddev %.2f\n",
           v.len, mean, median, sqrt(var > 0 ? var : 0));
    printf("max %.2f (%s)  min %.2f (%s)\n", v.items[0].mean, v.items[0].name,
           v.items[v.len - 1].mean, v.items[v.len - 1].name);
    for (int k = 0; k < 5; k++)
        printf("%c:%d%s", LETTERS[k], dist[k], k < 4 ? "  " : "\n");

    for (size_t i = 0; i < v.len; i++) free(v.items[i].name);
    free(v.items);
    return 0;
}
