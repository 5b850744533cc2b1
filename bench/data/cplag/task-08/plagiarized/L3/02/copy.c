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

int inv_find(inv_t *iv, const char *nm) {
	int k;
	for(k=0; k<iv->cnt; k++)
		if(strcmp(iv->recs[k].nm, nm)==0)
			return k;
	return -1;
}

// append a record (duplicates are refused)
void inv_add(inv_t *iv, const char *nm, int n, double pr) {
	if(inv_find(iv, nm)!=-1) { printf("item %s already exists\n", nm); return; }
	if(iv->cnt==iv->cap) {
		iv->cap = iv->cap==0 ? 4 : iv->cap*2;
		iv->recs = realloc(iv->recs, iv->cap*sizeof(rec_t));
		if(iv->recs==NULL) { printf("out of memory\n"); exit(1); }
	}
	strcpy(iv->recs[iv->cnt].nm, nm);
	iv->recs[iv->cnt].n = n;
	iv->recs[iv->cnt].pr = pr;
	iv->cnt++;
}
void inv_del(inv_t *iv, const char *nm) {
	int k, pos;
	pos = inv_find(iv, nm);
	if(pos==-1) { printf("not found\n"); return; }
	for(k=pos; k<iv->cnt-1; k++)
		iv->recs[k] = iv->recs[k+1];
	iv->cnt--;
}
void inv_show(const rec_t *r) {
	printf("%-20s %5d %8.2f %10.2f\n", r->nm, r->n, r->pr, r->n*r->pr);
}

// simple bubble sort; how 1 sorts on stock value descending, 0 on name
void inv_sort(inv_t *iv, int how) {
	rec_t t; int a, b, sw;
	rec_t *v = iv->recs;
	for(a=0; a<iv->cnt-1; a++)
		for(b=0; b<iv->cnt-1-a; b++) {
			sw = how ? v[b].n*v[b].pr < v[b+1].n*v[b+1].pr
			         : strcmp(v[b].nm, v[b+1].nm) > 0;
			if(sw) {
				t = v[b];
				v[b] = v[b+1];
				v[b+1] = t;
			}
		}
}
void inv_list(inv_t *iv) {
	double tot = 0; int k;
	printf("%-20s %5s %8s %10s\n", "NAME", "QTY", "PRICE", "VALUE");
	for(k=0; k<iv->cnt; k++) {
		inv_show(&iv->recs[k]);
		tot += iv->recs[k].n*iv->recs[k].pr;
	}
	printf("total value: %.2f\n", tot);
}

// save / load use a plain text file, each line = name qty price
void inv_save(inv_t *iv, const char *path) {
	FILE *fp;
	int k;
	fp = fopen(path, "w");
	if(fp==NULL) { printf("cannot open %s\n", path); return; }
	for(k=0; k<iv->cnt; k++)
		fprintf(fp, "%s %d %.2f\n", iv->recs[k].nm, iv->recs[k].n, iv->recs[k].pr);
	fclose(fp);
	printf("saved %d items to %s\n", iv->cnt, path);
}
void inv_load(inv_t *iv, const char *path) {
	FILE *fp;
	char nm[NAMEMAX]; int n; double pr;
	fp = fopen(path, "r");
	if(fp==NULL) { printf("cannot open %s\n", path); return; }
	iv->cnt = 0;
	while(fscanf(fp, "%31s %d %lf", nm, &n, &pr)==3)
		inv_add(iv, nm, n, pr);
	fclose(fp);
	printf("loaded %d items from %s\n", iv->cnt, path);
}

int main(void) {
	inv_t inv = { NULL, 0, 0 };
	char op[16], nm[NAMEMAX], path[64];
	int n, pos, k, hits;
	double pr;
	printf("Inventory. Commands: add remove qty find list value low save load quit\n");
	while(1) {
		printf("> ");
		if(scanf("%15s", op)!=1 || strcmp(op, "quit")==0) break;
		if(strcmp(op, "add")==0) {
			scanf("%31s %d %lf", nm, &n, &pr);
			inv_add(&inv, nm, n, pr);
		} else if(strcmp(op, "remove")==0) {
			scanf("%31s", nm);
			inv_del(&inv, nm);
		} else if(strcmp(op, "qty")==0 || strcmp(op, "find")==0) {
			scanf("%31s", nm);
			pos = inv_find(&inv, nm);
			if(op[0]=='q') scanf("%d", &n);   // qty also needs the new amount
			if(pos==-1) printf("not found\n");
			else if(op[0]=='q') inv.recs[pos].n = n;
			else inv_show(&inv.recs[pos]);
		} else if(strcmp(op, "list")==0 || strcmp(op, "value")==0) {
			inv_sort(&inv, strcmp(op, "value")==0);
			inv_list(&inv);
		} else if(strcmp(op, "low")==0) {
			hits = 0;
			for(k=0; k<inv.cnt; k++)
				if(inv.recs[k].n<5) {   // less than 5 counts as low
					inv_show(&inv.recs[k]);
					hits++;
				}
			if(hits==0) printf("nothing is low in stock\n");
		} else if(strcmp(op, "save")==0 || strcmp(op, "load")==0) {
			scanf("%63s", path);
			if(op[0]=='s') inv_save(&inv, path);
			else inv_load(&inv, path);
		} else printf("unknown command %s\n", op);
	}
	free(inv.recs);
	return 0;
}
