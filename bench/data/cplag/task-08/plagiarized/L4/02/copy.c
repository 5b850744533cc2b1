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
	int k;
	for(k=0; k<iv->cnt; k++)
		if(strcmp(iv->recs[k].nm, nm)==0)
			return k;
	return -1;
}

// sorts (bubble sort) and then prints the table; how 1 = by value desc, 0 = by name
void inv_list(inv_t *iv, int how) {
	rec_t t; int a, b, sw, k;
	rec_t *v = iv->recs;
	double tot = 0;
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
	printf("%-20s %5s %8s %10s\n", "NAME", "QTY", "PRICE", "VALUE");
	for(k=0; k<iv->cnt; k++) {
		inv_show(&v[k]);
		tot += v[k].n*v[k].pr;
	}
	printf("total value: %.2f\n", tot);
}

void inv_low(inv_t *iv) {
	int k, hits = 0;
	for(k=0; k<iv->cnt; k++)
		if(iv->recs[k].n<5) {   // less than 5 counts as low
			inv_show(&iv->recs[k]);
			hits++;
		}
	if(hits==0) printf("nothing is low in stock\n");
}

void inv_del(inv_t *iv, const char *nm) {
	int k, pos;
	pos = inv_find(iv, nm);
	if(pos==-1) { printf("not found\n"); return; }
	for(k=pos; k<iv->cnt-1; k++)
		iv->recs[k] = iv->recs[k+1];
	iv->cnt--;
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

// save (writing=1) or load (writing=0); text file, each line = name qty price
void inv_file(inv_t *iv, const char *path, int writing) {
	FILE *fp;
	char nm[NAMEMAX]; int n, k; double pr;
	fp = fopen(path, writing ? "w" : "r");
	if(fp==NULL) { printf("cannot open %s\n", path); return; }
	if(writing) {
		for(k=0; k<iv->cnt; k++)
			fprintf(fp, "%s %d %.2f\n", iv->recs[k].nm, iv->recs[k].n, iv->recs[k].pr);
	} else {
		iv->cnt = 0;
		while(fscanf(fp, "%31s %d %lf", nm, &n, &pr)==3)
			inv_add(iv, nm, n, pr);
	}
	fclose(fp);
	printf("%s %d items %s %s\n", writing ? "saved" : "loaded", iv->cnt, writing ? "to" : "from", path);
}

// runs one command, returns 0 when the user wants to stop
int handle_cmd(inv_t *iv, const char *op) {
	char nm[NAMEMAX], path[64];
	int n, pos;
	double pr;
	if(strcmp(op, "quit")==0) return 0;
	if(strcmp(op, "add")==0) {
		scanf("%31s %d %lf", nm, &n, &pr);
		inv_add(iv, nm, n, pr);
	} else if(strcmp(op, "remove")==0) {
		scanf("%31s", nm);
		inv_del(iv, nm);
	} else if(strcmp(op, "qty")==0 || strcmp(op, "find")==0) {
		scanf("%31s", nm);
		pos = inv_find(iv, nm);
		if(op[0]=='q') scanf("%d", &n);   // qty also needs the new amount
		if(pos==-1) printf("not found\n");
		else if(op[0]=='q') iv->recs[pos].n = n;
		else inv_show(&iv->recs[pos]);
	} else if(strcmp(op, "list")==0 || strcmp(op, "value")==0) {
		inv_list(iv, strcmp(op, "value")==0);
	} else if(strcmp(op, "low")==0) {
		inv_low(iv);
	} else if(strcmp(op, "save")==0 || strcmp(op, "load")==0) {
		scanf("%63s", path);
		inv_file(iv, path, op[0]=='s');
	} else printf("unknown command %s\n", op);
	return 1;
}

int main(void) {
	inv_t inv = { NULL, 0, 0 };
	char op[16];
	printf("Inventory. Commands: add remove qty find list value low save load quit\n");
	while(1) {
		printf("> ");
		if(scanf("%15s", op)!=1 || !handle_cmd(&inv, op)) break;
	}
	free(inv.recs);
	return 0;
}
