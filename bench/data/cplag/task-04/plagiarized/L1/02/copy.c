// Lab 4: life simulation
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define ROWS 20
#define COLS 40
#define ALIVE '#'
#define DEAD '.'

int grid[ROWS][COLS];
int next[ROWS][COLS];

void clear_grid(int g[ROWS][COLS]) {
	int i,j;
	for(i=0;i<ROWS;i++)
		for(j=0;j<COLS;j++)
			g[i][j]=0;
}

// fill grid from the file
int load_grid(FILE *fp) {
	char line[100];
	int r=0;
	int c,len;
	clear_grid(grid);
	while(r<ROWS && fgets(line,sizeof(line),fp)!=NULL) {
		len=strlen(line);
		for(c=0;c<len && c<COLS;c++) {
			if(line[c]=='#' || line[c]=='*')
				grid[r][c]=1;
		}
		r++;
	}
	return r;
}

int count_neighbours(int r, int c) {
	int count=0;
	int dr,dc;
	for(dr=-1;dr<=1;dr++) {
		for(dc=-1;dc<=1;dc++) {
			if(dr==0 && dc==0) continue;
			int nr=r+dr;
			int nc=c+dc;
			if(nr>=0 && nr<ROWS && nc>=0 && nc<COLS)
				count+=grid[nr][nc];
		}
	}
	return count;
}

// apply the rules
void step(void) {
	int i,j,n;
	int changed=0;
	for(i=0;i<ROWS;i++) {
		for(j=0;j<COLS;j++) {
			n=count_neighbours(i,j);
			if(grid[i][j]==1) {
				if(n<2 || n>3) next[i][j]=0;
				else next[i][j]=1;
			} else {
				if(n==3) next[i][j]=1;
				else next[i][j]=0;
			}
		}
	}
	memcpy(grid,next,sizeof(grid));
}

int count_alive(void) {
	int i,j,total=0;
	for(i=0;i<ROWS;i++)
		for(j=0;j<COLS;j++)
			if(grid[i][j]) total++;
	return total;
}

void print_grid(int gen) {
	int i,j;
	printf("Generation %d:\n",gen);
	for(i=0;i<ROWS;i++) {
		for(j=0;j<COLS;j++) {
			if(grid[i][j]) printf("%c",ALIVE);
			else printf("%c",DEAD);
		}
		printf("\n");
	}
	printf("Live cells: %d\n\n",count_alive());
}

int main(int argc, char *argv[]) {
	FILE *fp=stdin;
	int gens=10;
	int g,rows_read;
	int show_all=1;
	if(argc>1) {
		fp=fopen(argv[1],"r");
		if(fp==NULL) {
			printf("Cannot open file %s\n",argv[1]);
			return 1;
		}
	}
	if(argc>2) gens=atoi(argv[2]);
	rows_read=load_grid(fp);
	if(fp!=stdin) fclose(fp);
	printf("Read %d rows\n",rows_read);
	print_grid(0);
	for(g=1;g<=gens;g++) {
		step();
		if(show_all || g==gens) print_grid(g);
	}
	return 0;
}
