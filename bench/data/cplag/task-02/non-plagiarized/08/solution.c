/*  Grade report using a binary search tree.
 *  Input lines look like   Lovelace, Ada: 95 88 91.5
 *  (the name is everything before the colon, so it may contain spaces).
 *  The tree is ordered by average; walking it right-to-left gives the
 *  ranking from best to worst.  Reads the file in argv[1] or stdin.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Tree {
    char *who;
    double avg;
    struct Tree *lo, *hi;
} Tree;

typedef struct {
    int rank, n;
    double total, median;
    int per_letter[5];
} Walk;

static Tree *tree_add(Tree *t, const char *who, double avg)
{
    if (t == NULL) {
        t = calloc(1, sizeof *t);
        t->who = malloc(strlen(who) + 1);
        strcpy(t->who, who);
        t->avg = avg;
    } else if (avg > t->avg) {
        t->hi = tree_add(t->hi, who, avg);
    } else {
        t->lo = tree_add(t->lo, who, avg);   /* ties go left, keep input order */
    }
    return t;
}

static int band(double avg)
{
    int b = 9 - (int)(avg / 10);   /* 100..90 -> 0, 89..80 -> 1 ... */
    if (b < 0) b = 0;
    return b > 4 ? 4 : b;
}

static void walk(const Tree *t, Walk *w)
{
    if (!t) return;
    walk(t->hi, w);
    int b = band(t->avg);
    w->rank++;
    printf("  #%-3d %-30s %6.2f   %c\n", w->rank, t->who, t->avg, "ABCDF"[b]);
    w->total += t->avg;
    w->per_letter[b]++;
    if (w->rank == (w->n + 1) / 2) w->median = t->avg;
    if (w->n % 2 == 0 && w->rank == w->n / 2 + 1) w->median = (w->median + t->avg) / 2;
    walk(t->lo, w);
}

static void tree_free(Tree *t)
{
    if (!t) return;
    tree_free(t->lo);
    tree_free(t->hi);
    free(t->who);
    free(t);
}

/* "Name: s s s" -> name (trimmed) and average; 0 if malformed */
static int parse(char *line, char **who, double *avg)
{
    char *colon = strchr(line, ':'), *p, *q;
    double s, sum = 0;
    int cnt = 0;

    if (!colon) return 0;
    *colon = '\0';
    while (*line == ' ' || *line == '\t') line++;
    for (q = colon; q > line && (q[-1] == ' ' || q[-1] == '\t'); q--) q[-1] = '\0';
    if (*line == '\0') return 0;

    for (p = colon + 1; ; p = q) {
        s = strtod(p, &q);
        if (q == p) break;
        if (s < 0 || s > 100) return 0;
        sum += s;
        cnt++;
    }
    while (*q == ' ' || *q == '\t' || *q == '\n' || *q == '\r') q++;
    if (*q != '\0' || cnt == 0) return 0;   /* leftover junk or no scores */
    *who = line;
    *avg = sum / cnt;
    return 1;
}

int main(int argc, char *argv[])
{
    FILE *in = argc > 1 ? fopen(argv[1], "r") : stdin;
    Tree *root = NULL;
    Walk w = {0};
    char line[300], *who;
    double avg, best = -1, worst = 101;
    int ignored = 0;

    if (!in) { fprintf(stderr, "can't read %s\n", argv[1]); return 1; }
    while (fgets(line, sizeof line, in)) {
        if (line[strspn(line, " \t\r\n")] == '\0') continue;
        if (!parse(line, &who, &avg)) { ignored++; continue; }
        root = tree_add(root, who, avg);
        w.n++;
        if (avg > best) best = avg;
        if (avg < worst) worst = avg;
    }
    if (in != stdin) fclose(in);

    if (w.n == 0) { printf("Nothing to report (%d bad lines).\n", ignored); return 0; }
    printf("GRADE REPORT (%d students)\n\n", w.n);
    walk(root, &w);
    printf("\n  mean %.2f   median %.2f   high %.2f   low %.2f\n",
           w.total / w.n, w.median, best, worst);
    printf("  A:%d  B:%d  C:%d  D:%d  F:%d\n", w.per_letter[0], w.per_letter[1],
           w.per_letter[2], w.per_letter[3], w.per_letter[4]);
    if (ignored) printf("  (%d malformed line%s ignored)\n", ignored, ignored == 1 ? "" : "s");
    tree_free(root);
    return 0;
}
