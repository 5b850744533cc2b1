// Programming lab - inventory program
// supported commands: add, remove, qty, find, list, value, low, save, load, quit
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define NAMEMAX 32
#define LOWQTY 5
struct rec {
	char nm[NAMEMAX];
	int n;
	double pr;
};
struct rec *g_recs = NULL;
int g_cnt = 0, g_cap = 0;

int inv_find(const char *nm) {
	int k;
	for(k=0; k<g_cnt; k++)
		if(strcmp(g_recs[k].nm, nm)==0)
			return k;
	return -1;
}

// append a record (duplicates are refused)
void inv_add(const char *nm, int n, double pr) {
	if(inv_find(nm)!=-1) { printf("item %s already exists\n", nm); return; }
	if(g_cnt==g_cap) {
		g_cap = g_cap==0 ? 4 : g_cap*2;
		g_recs = realloc(g_recs, g_cap*sizeof(struct rec));
		if(g_recs==NULL) { printf("out of memory\n"); exit(1); }
	}
	strcpy(g_recs[g_cnt].nm, nm);
	g_recs[g_cnt].n = n;
	g_recs[g_cnt].pr = pr;
	g_cnt++;
}
void inv_del(const char *nm) {
	int k, pos = inv_find(nm);
	if(pos==-1) { printf("not found\n"); return; }
	for(k=pos; k<g_cnt-1; k++)
		g_recs[k] = g_recs[k+1];
	g_cnt--;
}
void inv_show(struct rec *r) {
	printf("%-20s %5d %8.2f %10.2f\n", r->nm, r->n, r->pr, r->n*r->pr);
}

// simple bubble sort; how 1 sorts on stock value descending, 0 on name
void inv_sort(int how) {
	int a, b, sw; struct rec t;
	for(a=0; a<g_cnt-1; a++)
		for(b=0; b<g_cnt-1-a; b++) {
			sw = how ? g_recs[b].n*g_recs[b].pr < g_recs[b+1].n*g_recs[b+1].pr
			         : strcmp(g_recs[b].nm, g_recs[b+1].nm) > 0;
			if(sw) {
				t = g_recs[b];
				g_recs[b] = g_recs[b+1];
				g_recs[b+1] = t;
			}
		}
}
void inv_list(void) {
	int k; double tot = 0;
	printf("%-20s %5s %8s %10s\n", "NAME", "QTY", "PRICE", "VALUE");
	for(k=0; k<g_cnt; k++) {
		inv_show(&g_recs[k]);
		tot += g_recs[k].n*g_recs[k].pr;
	}
	printf("total value: %.2f\n", tot);
}

// save / load use a plain text file, each line = name qty price
void inv_save(const char *path) {
	int k;
	FILE *fp = fopen(path, "w");
	if(fp==NULL) { printf("cannot open %s\n", path); return; }
	for(k=0; k<g_cnt; k++)
		fprintf(fp, "%s %d %.2f\n", g_recs[k].nm, g_recs[k].n, g_recs[k].pr);
	fclose(fp);
	printf("saved %d items to %s\n", g_cnt, path);
}
void inv_load(const char *path) {
	int n; double pr; char nm[NAMEMAX];
	FILE *fp = fopen(path, "r");
	if(fp==NULL) { printf("cannot open %s\n", path); return; }
	g_cnt = 0;
	while(fscanf(fp, "%31s %d %lf", nm, &n, &pr)==3)
		inv_add(nm, n, pr);
	fclose(fp);
	printf("loaded %d items from %s\n", g_cnt, path);
}

int main(void) {
	char op[16], nm[NAMEMAX], path[64];
	int n, pos, k, hits, unused = 0;
	double pr;
	printf("Inventory. Commands: add remove qty find list value low save load quit\n");
	while(1) {
		printf("> ");
		if(scanf("%15s", op)!=1 || strcmp(op, "quit")==0) break;
		if(strcmp(op, "add")==0) {
			scanf("%31s %d %lf", nm, &n, &pr);
			inv_add(nm, n, pr);
		} else if(strcmp(op, "remove")==0) {
			scanf("%31s", nm);
			inv_del(nm);
		} else if(strcmp(op, "qty")==0 || strcmp(op, "find")==0) {
			scanf("%31s", nm);
			pos = inv_find(nm);
			if(op[0]=='q') scanf("%d", &n);   // qty also needs the new amount
			if(pos==-1) printf("not found\n");
			else if(op[0]=='q') g_recs[pos].n = n;
			else inv_show(&g_recs[pos]);
		} else if(strcmp(op, "list")==0 || strcmp(op, "value")==0) {
			inv_sort(strcmp(op, "value")==0);
			inv_list();
		} else if(strcmp(op, "low")==0) {
			hits = 0;
			for(k=0; k<g_cnt; k++)
				if(g_recs[k].n<LOWQTY) {
					inv_show(&g_recs[k]);
					hits++;
				}
			if(hits==0) printf("nothing is low in stock\n");
		} else if(strcmp(op, "save")==0 || strcmp(op, "load")==0) {
			scanf("%63s", path);
			if(op[0]=='s') inv_save(path);
			else inv_load(path);
		} else printf("unknown command %s\n", op);
	}
	free(g_recs);
	return 0;
}
