// Lab 4: life simulation
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define NR 20
#define NC 40
#define ON_CH '#'
#define OFF_CH '.'

int cur[NR][NC];
int nxt[NR][NC];

void clr(int a[NR][NC]) {
	int y,x;
	for(y=0;y<NR;y++)
		for(x=0;x<NC;x++)
			a[y][x]=0;
}

// fill cur from the file
int read_pat(FILE *f) {
	char ln[100];
	int row_no=0;
	int k,ln_len;
	clr(cur);
	while(row_no<NR && fgets(ln,sizeof(ln),f)!=NULL) {
		ln_len=strlen(ln);
		for(k=0;k<ln_len && k<NC;k++) {
			if(ln[k]=='#' || ln[k]=='*')
				cur[row_no][k]=1;
		}
		row_no++;
	}
	return row_no;
}

int nbrs(int y, int x) {
	int cnt=0;
	int oy,ox;
	for(oy=-1;oy<=1;oy++) {
		for(ox=-1;ox<=1;ox++) {
			if(oy==0 && ox==0) continue;
			int yy=y+oy;
			int xx=x+ox;
			if(yy>=0 && yy<NR && xx>=0 && xx<NC)
				cnt+=cur[yy][xx];
		}
	}
	return cnt;
}

// apply the rules
void evolve(void) {
	int y,x,k;
	int chg=0;
	for(y=0;y<NR;y++) {
		for(x=0;x<NC;x++) {
			k=nbrs(y,x);
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

int pop_count(void) {
	int y,x,pop=0;
	for(y=0;y<NR;y++)
		for(x=0;x<NC;x++)
			if(cur[y][x]) pop++;
	return pop;
}

void dump(int gno) {
	int y,x;
	printf("Generation %d:\n",gno);
	for(y=0;y<NR;y++) {
		for(x=0;x<NC;x++) {
			if(cur[y][x]) printf("%c",ON_CH);
			else printf("%c",OFF_CH);
		}
		printf("\n");
	}
	printf("Live cells: %d\n\n",pop_count());
}

int main(int argc, char *argv[]) {
	FILE *f=stdin;
	int ngen=10;
	int t,nrows;
	int verbose=1;
	if(argc>1) {
		f=fopen(argv[1],"r");
		if(f==NULL) {
			printf("Cannot open file %s\n",argv[1]);
			return 1;
		}
	}
	if(argc>2) ngen=atoi(argv[2]);
	nrows=read_pat(f);
	if(f!=stdin) fclose(f);
	printf("Read %d rows\n",nrows);
	dump(0);
	for(t=1;t<=ngen;t++) {
		evolve();
		if(verbose || t==ngen) dump(t);
	}
	return 0;
}
