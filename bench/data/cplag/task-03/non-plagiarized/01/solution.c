#include <stdio.h>
#include <stdlib.h>

struct nd {
    int x;
    struct nd *nx;
};

struct nd *start = NULL;

int main(void) {
    char c;
    int num;
    struct nd *p, *q, *t;

    printf("commands: a=add to front  s=add sorted  d=delete  f=find  r=reverse  p=print  q=quit\n");
    while (1) {
        printf("cmd? ");
        if (scanf(" %c", &c) != 1) break;
        if (c == 'q') break;

        if (c == 'a' || c == 's' || c == 'd' || c == 'f') {
            printf("number? ");
            scanf("%d", &num);
        }

        if (c == 'a') {
            t = malloc(sizeof(struct nd));
            t->x = num;
            t->nx = start;
            start = t;
        } else if (c == 's') {
            t = malloc(sizeof(struct nd));
            t->x = num;
            q = NULL;
            p = start;
            while (p != NULL && p->x < num) { q = p; p = p->nx; }
            t->nx = p;
            if (q == NULL) start = t;
            else q->nx = t;
        } else if (c == 'd') {
            q = NULL;
            p = start;
            while (p != NULL && p->x != num) { q = p; p = p->nx; }
            if (p == NULL) printf("not there\n");
            else {
                if (q == NULL) start = p->nx;
                else q->nx = p->nx;
                free(p);
                printf("ok\n");
            }
        } else if (c == 'f') {
            p = start;
            while (p != NULL && p->x != num) p = p->nx;
            if (p) printf("yes\n"); else printf("no\n");
        } else if (c == 'r') {
            q = NULL;
            p = start;
            while (p) {
                t = p->nx;
                p->nx = q;
                q = p;
                p = t;
            }
            start = q;
        } else if (c == 'p') {
            num = 0;
            for (p = start; p; p = p->nx) {
                printf("%d ", p->x);
                num++;
            }
            printf("\n%d items\n", num);
        } else {
            printf("??\n");
        }
    }

    while (start) {
        p = start->nx;
        free(start);
        start = p;
    }
    return 0;
}
