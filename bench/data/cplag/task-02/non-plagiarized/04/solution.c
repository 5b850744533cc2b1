/* Weighted course grades.
 * stdin, one student per line:   name;homework;midterm;final
 * final mark = 30% homework + 30% midterm + 40% final
 * students are kept in a linked list that is always sorted by mark.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct node {
    char name[48];
    double mark;
    struct node *next;
};

static const double weight[3] = { 0.30, 0.30, 0.40 };

static struct node *insert_sorted(struct node *head, struct node *n)
{
    struct node **pp = &head;
    while (*pp && (*pp)->mark >= n->mark)
        pp = &(*pp)->next;
    n->next = *pp;
    *pp = n;
    return head;
}

static int read_student(const char *line, struct node *n)
{
    double part[3];
    char extra;
    int got = sscanf(line, " %47[^;];%lf;%lf;%lf %c",
                     n->name, &part[0], &part[1], &part[2], &extra);
    if (got != 4)
        return 0;          /* too few fields or junk at the end */
    n->mark = 0;
    for (int i = 0; i < 3; i++) {
        if (part[i] < 0 || part[i] > 100)
            return 0;
        n->mark += weight[i] * part[i];
    }
    return 1;
}

static char letter_for(double m)
{
    switch ((int)m / 10) {
    case 10:
    case 9:  return 'A';
    case 8:  return 'B';
    case 7:  return 'C';
    case 6:  return 'D';
    default: return 'F';
    }
}

int main(void)
{
    struct node *list = NULL, *p;
    char line[200];
    int lineno = 0, errors = 0, n = 0;
    int a = 0, b = 0, c = 0, d = 0, f = 0;
    double total = 0;

    while (fgets(line, sizeof line, stdin) != NULL) {
        lineno++;
        if (strspn(line, " \t\r\n") == strlen(line))
            continue;
        struct node *nd = malloc(sizeof *nd);
        if (nd == NULL)
            return 1;
        if (!read_student(line, nd)) {
            fprintf(stderr, "line %d ignored: expected name;hw;mid;final\n", lineno);
            errors++;
            free(nd);
            continue;
        }
        list = insert_sorted(list, nd);
        n++;
    }

    if (n == 0) {
        puts("No data.");
        return 0;
    }

    puts("Name                                      Mark  Grade");
    for (p = list; p != NULL; p = p->next) {
        char g = letter_for(p->mark);
        printf("%-40s %6.2f    %c\n", p->name, p->mark, g);
        total += p->mark;
        switch (g) {
        case 'A': a++; break;
        case 'B': b++; break;
        case 'C': c++; break;
        case 'D': d++; break;
        default:  f++;
        }
    }

    /* list is sorted: first node is the top mark */
    double lowest = list->mark;
    for (p = list; p; p = p->next)
        lowest = p->mark;

    printf("\n%d students, %d bad line(s)\n", n, errors);
    printf("average %.2f, highest %.2f, lowest %.2f\n", total / n, list->mark, lowest);
    printf("A %d | B %d | C %d | D %d | F %d\n", a, b, c, d, f);

    while (list) {
        p = list->next;
        free(list);
        list = p;
    }
    return 0;
}
