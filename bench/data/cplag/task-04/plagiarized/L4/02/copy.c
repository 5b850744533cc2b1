// Lab 4: life simulation
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#define NR 20
#define NC 40
#define LNMAX 100
#define DEF_GEN 10

int cur[NR][NC];
int nxt[NR][NC];
int verbose=1;

// 1 if the cell is alive, 0 if dead or off the board
int is_on(int y, int x) {
	if(y>=0 && y<NR && x>=0 && x<NC)
		return cur[y][x];
	return 0;
}

int nbrs(int y, int x) {
	int cnt=0;
	for(int oy=-1;oy<=1;oy++) {
		for(int ox=-1;ox<=1;ox++) {
			if(oy==0 && ox==0) continue;
			cnt+=is_on(y+oy,x+ox);
		}
	}
	return cnt;
}

int pop_count(void) {
	int pop=0;
	for(int y=0;y<NR;y++)
		for(int x=0;x<NC;x++)
			if(cur[y][x]) pop++;
	return pop;
}

void dump(int gno) {
	printf("Generation %d:\n",gno);
	for(int y=0;y<NR;y++) {
		for(int x=0;x<NC;x++) {
			if(cur[y][x]) printf("%c",'#');
			else printf("%c",'.');
		}
		printf("\n");
	}
	printf("Live cells: %d\n\n",pop_count());
}

// apply the rules
void evolve(void) {
	int chg=0;
	for(int y=0;y<NR;y++) {
		for(int x=0;x<NC;x++) {
			int k=nbrs(y,x);
			if(cur[y][x]==1) {
				if(k<2 || k>3) nxt[y][x]=0;
				else nxt[y][x]=1;
			} else {
				if(k==3) nxt[y][x]=1;
				else nxt[y][x]=0;
			}
		}
	}
	memcpy(cur,nxt,sizeof(cur));
}

// wipe cur and fill it from the file
int read_pat(FILE *f) {
	char ln[LNMAX];
	int row_no=0;
	for(int y=0;y<NR;y++)
		for(int x=0;x<NC;x++)
			cur[y][x]=0;
	while(row_no<NR && fgets(ln,LNMAX,f)!=NULL) {
		int ln_len=strlen(ln);
		for(int k=0;k<ln_len && k<NC;k++) {
			if(ln[k]=='#' || ln[k]=='*')
				cur[row_no][k]=1;
		}
		row_no++;
	}
	return row_no;
}

void run(int ngen) {
	dump(0);
	for(int t=1;t<=ngen;t++) {
		evolve();
		if(verbose || t==ngen) dump(t);
	}
}

int main(int argc, char *argv[]) {
	FILE *f=stdin;
	int ngen=DEF_GEN;
	if(argc>1) {
		f=fopen(argv[1],"r");
		if(f==NULL) {
			printf("Cannot open file %s\n",argv[1]);
			return 1;
		}
	}
	if(argc>2) ngen=atoi(argv[2]);
	int nrows=read_pat(f);
	if(f!=stdin) fclose(f);
	printf("Read %d rows\n",nrows);
	run(ngen);
	return 0;
}
