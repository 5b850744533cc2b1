#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>

typedef struct N { int k; struct N *n; } N;
static N *L;

static N *mk(int k, N *n) { N *x = malloc(sizeof *x); if (!x) abort(); x->k = k; x->n = n; return x; }

static void c_push(int k) { L = mk(k, L); }
static void c_ins(int k) { N **p = &L; while (*p && (*p)->k < k) p = &(*p)->n; *p = mk(k, *p); }
static void c_del(int k) {
	N **p = &L, *d;
	while (*p && (*p)->k != k) p = &(*p)->n;
	if (!*p) { puts("-"); return; }
	d = *p; *p = d->n; free(d);
}
static void c_find(int k) {
	int i = 0; N *x;
	for (x = L; x && x->k != k; x = x->n) i++;
	if (x) printf("@%d\n", i); else puts("-");
}
static void c_rev(int k) {
	N *r = 0, *t;
	(void)k;
	while (L) { t = L->n; L->n = r; r = L; L = t; }
	L = r;
}
static void c_print(int k) {
	N *x; int c = 0;
	(void)k;
	putchar('[');
	for (x = L; x; x = x->n, c++) printf(c ? ",%d" : "%d", x->k);
	printf("] n=%d\n", c);
}

static struct { char ch; int arg; void (*fn)(int); } cmds[] = {
	{ '+', 1, c_push }, { '<', 1, c_ins }, { '-', 1, c_del },
	{ '?', 1, c_find }, { '~', 0, c_rev }, { '=', 0, c_print },
};

/* read an optionally signed integer straight from stdin */
static int getint(int *out) {
	int ch, neg = 0, got = 0, v = 0;
	while ((ch = getchar()) == ' ' || ch == '\t');
	if (ch == '-') { neg = 1; ch = getchar(); }
	for (; isdigit(ch); ch = getchar()) { v = v * 10 + (ch - '0'); got = 1; }
	if (ch != EOF) ungetc(ch, stdin);
	*out = neg ? -v : v;
	return got;
}

int main(void) {
	int ch, v, i, n = sizeof cmds / sizeof cmds[0];
	N *t;
	/* one command char per line: +5  <5  -5  ?5  ~  =  and q to stop */
	while ((ch = getchar()) != EOF && ch != 'q') {
		if (isspace(ch)) continue;
		for (i = 0; i < n && cmds[i].ch != ch; i++);
		if (i == n) { fprintf(stderr, "? %c\n", ch); continue; }
		v = 0;
		if (cmds[i].arg && !getint(&v)) { fprintf(stderr, "need number after %c\n", ch); continue; }
		cmds[i].fn(v);
	}
	while (L) { t = L; L = L->n; free(t); }
	return 0;
}
