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
int alive_now=0;

// the 8 directions around a cell
static const int OY[8]={-1,-1,-1, 0,0, 1,1,1};
static const int OX[8]={-1, 0, 1,-1,1,-1,0,1};

// next state indexed by [current state][neighbour count]
static const int RULE[2][9]={
	{0,0,0,1,0,0,0,0,0},
	{0,0,1,1,0,0,0,0,0}
};

// 1 if the cell is alive, 0 if dead or off the board
int is_on(int y, int x) {
	return (y<0 || y>=NR || x<0 || x>=NC) ? 0 : cur[y][x];
}

int nbrs(int y, int x) {
	int cnt=0;
	for(int d=0;d<8;d++)
		cnt=cnt+is_on(y+OY[d],x+OX[d]);
	return cnt;
}

void dump(int gno) {
	printf("Gen %d (alive=%d)\n",gno,alive_now);
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
	putchar('\n');
}

// apply the rules, population is counted on the way
void evolve(void) {
	alive_now=0;
	for(int y=0;y<NR;y++) {
		for(int x=0;x<NC;x++) {
			nxt[y][x]=RULE[cur[y][x]][nbrs(y,x)];
			alive_now+=nxt[y][x];
		}
	}
	memcpy(cur,nxt,sizeof cur);
}

// wipe cur and fill it from the file
int read_pat(FILE *f) {
	char ln[LNMAX];
	int row_no=0;
	memset(cur,0,sizeof cur);
	alive_now=0;
	while(row_no<NR && fgets(ln,LNMAX,f)!=NULL) {
		int ln_len=(int)strlen(ln);
		if(ln_len>NC) ln_len=NC;
		for(int k=0;k<ln_len;k++) {
			if(ln[k]!='#' && ln[k]!='*') continue;
			cur[row_no][k]=1;
			alive_now++;
		}
		row_no++;
	}
	return row_no;
}

// recursive: show generation t, then go on to t+1
void run(int t, int ngen) {
	if(verbose || t==ngen || t==0) dump(t);
	if(t>=ngen) return;
	evolve();
	run(t+1,ngen);
}

int main(int argc, char *argv[]) {
	FILE *f=stdin;
	int ngen=DEF_GEN;
	if(argc>2 && sscanf(argv[2],"%d",&ngen)!=1)
		ngen=DEF_GEN;
	if(argc>1 && (f=fopen(argv[1],"r"))==NULL) {
		fputs("Cannot open file ",stdout);
		puts(argv[1]);
		return 1;
	}
	int nrows=read_pat(f);
	if(f!=stdin) fclose(f);
	printf("Read %d rows\n",nrows);
	run(0,ngen);
	return 0;
}
