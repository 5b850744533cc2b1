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

int inv_find(inv_t *iv, const char *nm) {
	rec_t *p = iv->recs;
	int k = 0;
	while(k < iv->cnt) {
		if(!strcmp((p + k)->nm, nm))
			return k;
		k = k + 1;
	}
	return -1;
}

// sorts (bubble sort) and then prints the table; how 1 = by value desc, 0 = by name
void inv_list(inv_t *iv, int how) {
	rec_t t; int a, b, sw, k;
	rec_t *v = iv->recs;
	double tot = 0;
	a = 0;
	while(a < iv->cnt-1) {
		b = 0;
		while(b < iv->cnt-1-a) {
			if(how)
				sw = v[b].n*v[b].pr < v[b+1].n*v[b+1].pr;
			else
				sw = strcmp(v[b].nm, v[b+1].nm) > 0;
			if(sw) {
				memcpy(&t, &v[b], sizeof t);
				memcpy(&v[b], &v[b+1], sizeof t);
				memcpy(&v[b+1], &t, sizeof t);
			}
			b = b + 1;
		}
		a = a + 1;
	}
	printf("%-20s %5s %8s %10s\n", "NAME", "QTY", "PRICE", "VALUE");
	for(k=0; k<iv->cnt; k = k + 1) {
		inv_show(v + k);
		tot += v[k].n*v[k].pr;
	}
	printf("total value: %.2f\n", tot);
}

void inv_low(inv_t *iv) {
	rec_t *p, *end = iv->recs + iv->cnt;
	int hits = 0;
	for(p = iv->recs; p < end; p++)
		if(p->n < 5) {   // less than 5 counts as low
			inv_show(p);
			hits = hits + 1;
		}
	if(!hits) puts("nothing is low in stock");
}

void inv_del(inv_t *iv, const char *nm) {
	int k, pos;
	pos = inv_find(iv, nm);
	if(pos < 0) { puts("not found"); return; }
	k = pos;
	while(k < iv->cnt-1) {
		iv->recs[k] = iv->recs[k+1];
		k = k + 1;
	}
	iv->cnt = iv->cnt - 1;
}

// append a record (duplicates are refused)
void inv_add(inv_t *iv, const char *nm, int n, double pr) {
	rec_t *r;
	if(inv_find(iv, nm) >= 0) { printf("item %s already exists\n", nm); return; }
	if(iv->cnt >= iv->cap) {
		if(iv->cap == 0) iv->cap = 4;
		else iv->cap *= 2;
		iv->recs = realloc(iv->recs, iv->cap*sizeof(rec_t));
		if(!iv->recs) { fputs("out of memory\n", stdout); exit(1); }
	}
	r = iv->recs + iv->cnt;
	strcpy(r->nm, nm);
	r->n = n;
	r->pr = pr;
	iv->cnt = iv->cnt + 1;
}

// save (writing=1) or load (writing=0); text file, each line = name qty price
void inv_file(inv_t *iv, const char *path, int writing) {
	FILE *fp;
	char nm[NAMEMAX]; int n, k; double pr;
	if(writing) fp = fopen(path, "w");
	else fp = fopen(path, "r");
	if(!fp) { printf("cannot open %s\n", path); return; }
	if(writing) {
		k = 0;
		while(k < iv->cnt) {
			fprintf(fp, "%s %d %.2f\n", iv->recs[k].nm, iv->recs[k].n, iv->recs[k].pr);
			k = k + 1;
		}
	} else {
		iv->cnt = 0;
		while(fscanf(fp, "%31s %d %lf", nm, &n, &pr)==3)
			inv_add(iv, nm, n, pr);
	}
	fclose(fp);
	if(writing)
		printf("saved %d items to %s\n", iv->cnt, path);
	else
		printf("loaded %d items from %s\n", iv->cnt, path);
}

// runs one command, returns 0 when the user wants to stop
int handle_cmd(inv_t *iv, const char *op) {
	char nm[NAMEMAX], path[64], qs[24], ps[24];
	int n, pos;
	double pr;
	if(!strcmp(op, "quit")) return 0;
	if(!strcmp(op, "add")) {
		scanf("%31s %23s %23s", nm, qs, ps);
		n = (int)strtol(qs, NULL, 10);
		pr = strtod(ps, NULL);
		inv_add(iv, nm, n, pr);
	} else if(!strcmp(op, "remove")) {
		scanf("%31s", nm);
		inv_del(iv, nm);
	} else if(!strcmp(op, "qty") || !strcmp(op, "find")) {
		scanf("%31s", nm);
		pos = inv_find(iv, nm);
		if(*op == 'q') {   // qty also needs the new amount
			scanf("%23s", qs);
			n = atoi(qs);
		}
		if(pos < 0) puts("not found");
		else if(*op == 'q') (iv->recs + pos)->n = n;
		else inv_show(iv->recs + pos);
	} else if(!strcmp(op, "list") || !strcmp(op, "value")) {
		inv_list(iv, !strcmp(op, "value"));
	} else if(!strcmp(op, "low")) {
		inv_low(iv);
	} else if(!strcmp(op, "save") || !strcmp(op, "load")) {
		scanf("%63s", path);
		inv_file(iv, path, *op == 's');
	} else printf("unknown command %s\n", op);
	return 1;
}

int main(void) {
	inv_t inv = { NULL, 0, 0 };
	char op[16];
	puts("Inventory. Commands: add remove qty find list value low save load quit");
	for(;;) {
		fputs("> ", stdout);
		if(scanf("%15s", op) != 1) break;
		if(!handle_cmd(&inv, op)) break;
	}
	free(inv.recs);
	return 0;
}
