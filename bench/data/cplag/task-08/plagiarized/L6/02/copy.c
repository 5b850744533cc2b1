// Programming lab - inventory program
// supported commands: add, remove, qty, find, list, value, low, save, load, quit
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#define NAMEMAX 32
typedef struct rec {
	char nm[NAMEMAX];
	int n;
	double pr;
} rec_t;
typedef struct {
	rec_t *recs;
	int cnt, cap;
} inv_t;

void inv_show(const rec_t *r) {
	printf("%-20s %5d %8.2f %10.2f\n", r->nm, r->n, r->pr, r->n*r->pr);
}

// recursive search starting at index k
int inv_find_from(inv_t *iv, const char *nm, int k) {
	if(k >= iv->cnt) return -1;
	if(!strcmp(iv->recs[k].nm, nm)) return k;
	return inv_find_from(iv, nm, k + 1);
}
int inv_find(inv_t *iv, const char *nm) {
	return inv_find_from(iv, nm, 0);
}

int cmp_name(const void *a, const void *b) {
	return strcmp(((const rec_t *)a)->nm, ((const rec_t *)b)->nm);
}
int cmp_value(const void *a, const void *b) {
	const rec_t *x = a, *y = b;
	double vx = x->n * x->pr, vy = y->n * y->pr;
	if(vx == vy) return 0;
	return vx < vy ? 1 : -1;   // bigger value goes first
}

// sorts with qsort and then prints the table; how 1 = by value desc, 0 = by name
void inv_list(inv_t *iv, int how) {
	double tot = 0;
	int k;
	if(iv->cnt > 1)
		qsort(iv->recs, iv->cnt, sizeof(rec_t), how ? cmp_value : cmp_name);
	printf("%-20s %5s %8s %10s\n", "NAME", "QTY", "PRICE", "VALUE");
	for(k = iv->cnt - 1; k >= 0; k--)
		tot += iv->recs[k].n * iv->recs[k].pr;
	for(k = 0; k < iv->cnt; k++)
		inv_show(iv->recs + k);
	printf("--- %d items, worth %.2f in total\n", iv->cnt, tot);
}

void inv_low(inv_t *iv) {
	rec_t *p, *end = iv->recs + iv->cnt;
	int hits = 0;
	for(p = iv->recs; p < end; p++) {
		if(p->n >= 5) continue;   // 5 or more is fine
		inv_show(p);
		hits++;
	}
	if(hits) printf("%d item(s) need restocking\n", hits);
	else puts("nothing is low in stock");
}

void inv_del(inv_t *iv, const char *nm) {
	int pos = inv_find(iv, nm);
	if(pos < 0) { printf("'%s' is not in the inventory\n", nm); return; }
	iv->cnt--;
	if(pos < iv->cnt)
		memmove(iv->recs + pos, iv->recs + pos + 1, (iv->cnt - pos) * sizeof(rec_t));
	printf("'%s' removed\n", nm);
}

// append a record (duplicates are refused)
void inv_add(inv_t *iv, const char *nm, int n, double pr) {
	rec_t *r;
	if(inv_find(iv, nm) >= 0) { printf("item %s already exists\n", nm); return; }
	if(iv->cnt == iv->cap) {
		rec_t *bigger;
		int newcap = iv->cap ? iv->cap * 2 : 4;
		bigger = realloc(iv->recs, newcap * sizeof(rec_t));
		if(!bigger) { fputs("out of memory\n", stderr); exit(1); }
		iv->recs = bigger;
		iv->cap = newcap;
	}
	r = &iv->recs[iv->cnt++];
	strncpy(r->nm, nm, NAMEMAX - 1);
	r->nm[NAMEMAX - 1] = '\0';
	r->n = n;
	r->pr = pr;
}

// save (writing=1) or load (writing=0); text file, each line = name qty price
void inv_file(inv_t *iv, const char *path, int writing) {
	FILE *fp = fopen(path, writing ? "w" : "r");
	char nm[NAMEMAX]; int n, k; double pr;
	if(!fp) { printf("cannot open %s\n", path); return; }
	if(!writing) {
		iv->cnt = 0;
		while(fscanf(fp, "%31s %d %lf", nm, &n, &pr) == 3)
			inv_add(iv, nm, n, pr);
		fclose(fp);
		printf("loaded %d items from %s\n", iv->cnt, path);
		return;
	}
	for(k = 0; k < iv->cnt; k++)
		fprintf(fp, "%s %d %.2f\n", iv->recs[k].nm, iv->recs[k].n, iv->recs[k].pr);
	fclose(fp);
	printf("saved %d items to %s\n", iv->cnt, path);
}

// runs one command, returns 0 when the user wants to stop
int handle_cmd(inv_t *iv, const char *op) {
	char nm[NAMEMAX], path[64], qs[24], ps[24];
	int pos;
	if(!strcmp(op, "quit")) return 0;
	if(!strcmp(op, "list") || !strcmp(op, "value")) { inv_list(iv, op[0] == 'v'); return 1; }
	if(!strcmp(op, "low")) { inv_low(iv); return 1; }
	if(!strcmp(op, "save") || !strcmp(op, "load")) {
		if(scanf("%63s", path) == 1) inv_file(iv, path, *op == 's');
		return 1;
	}
	if(strcmp(op, "add") && strcmp(op, "remove") && strcmp(op, "qty") && strcmp(op, "find")) {
		printf("unknown command %s\n", op);
		return 1;
	}
	if(scanf("%31s", nm) != 1) return 0;
	if(!strcmp(op, "add")) {
		scanf("%23s %23s", qs, ps);
		inv_add(iv, nm, (int)strtol(qs, NULL, 10), strtod(ps, NULL));
		return 1;
	}
	if(*op == 'r') { inv_del(iv, nm); return 1; }
	if(*op == 'q') scanf("%23s", qs);   // qty also needs the new amount
	pos = inv_find(iv, nm);
	if(pos < 0) printf("'%s' is not in the inventory\n", nm);
	else if(*op == 'q') iv->recs[pos].n = atoi(qs);
	else inv_show(&iv->recs[pos]);
	return 1;
}

int main(void) {
	inv_t inv = { NULL, 0, 0 };
	char op[16];
	int alive = 1;
	puts("Inventory. Commands: add remove qty find list value low save load quit");
	do {
		fputs("> ", stdout);
		alive = scanf("%15s", op) == 1 && handle_cmd(&inv, op);
	} while(alive);
	free(inv.recs);
	putchar('\n');
	return 0;
}
