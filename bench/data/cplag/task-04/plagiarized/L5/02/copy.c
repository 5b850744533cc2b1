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
	return (y<0 || y>=NR || x<0 || x>=NC) ? 0 : cur[y][x];
}

int nbrs(int y, int x) {
	int cnt=0;
	int oy=-1;
	do {
		int ox=-1;
		do {
			if(oy!=0 || ox!=0)
				cnt=cnt+is_on(y+oy,x+ox);
			ox++;
		} while(ox<=1);
		oy++;
	} while(oy<=1);
	return cnt;
}

int pop_count(void) {
	int pop=0;
	for(int y=0;y<NR;y++)
		for(int x=0;x<NC;x++)
			pop+=(cur[y][x]!=0);
	return pop;
}

void dump(int gno) {
	printf("Generation %d:\n",gno);
	int y=0;
	while(y<NR) {
		int x=0;
		while(x<NC) {
			putchar(cur[y][x] ? '#' : '.');
			x++;
		}
		putchar('\n');
		y++;
	}
	printf("Live cells: %d\n\n",pop_count());
}

// apply the rules
void evolve(void) {
	int chg=0;
	for(int y=0;y<NR;y++) {
		for(int x=0;x<NC;x++) {
			switch(nbrs(y,x)) {
			case 2:
				nxt[y][x]=cur[y][x];
				break;
			case 3:
				nxt[y][x]=1;
				break;
			default:
				nxt[y][x]=0;
			}
		}
	}
	for(int y=0;y<NR;y++)
		for(int x=0;x<NC;x++)
			cur[y][x]=nxt[y][x];
}

// wipe cur and fill it from the file
int read_pat(FILE *f) {
	char ln[LNMAX];
	int row_no=0;
	memset(cur,0,sizeof cur);
	while(row_no<NR) {
		if(fgets(ln,LNMAX,f)==NULL) break;
		int ln_len=(int)strlen(ln);
		int k=0;
		while(k<ln_len && k<NC) {
			if(ln[k]=='#' || ln[k]=='*')
				cur[row_no][k]=1;
			k++;
		}
		row_no++;
	}
	return row_no;
}

void run(int ngen) {
	int t=0;
	dump(t);
	while(++t<=ngen) {
		evolve();
		if(verbose || t==ngen) dump(t);
	}
}

int main(int argc, char *argv[]) {
	FILE *f=stdin;
	int ngen=DEF_GEN;
	if(argc>1) {
		f=fopen(argv[1],"r");
		if(!f) {
			fputs("Cannot open file ",stdout);
			puts(argv[1]);
			return 1;
		}
	}
	if(argc>2) sscanf(argv[2],"%d",&ngen);
	int nrows=read_pat(f);
	if(f!=stdin) fclose(f);
	printf("Read %d rows\n",nrows);
	run(ngen);
	return 0;
}
