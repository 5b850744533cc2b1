// Assignment 4 - grade report
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define MAXN 100
#define MAXSC 10
#define BUFSZ 256
struct stu {
  char nm[32];
  double sc[MAXSC];
  int nsc;
  double av;
  char gr;
};
struct stu stu_arr[MAXN];
int n_stu=0;

char calc_grade(double av) {
  if(av>=90) return 'A';
  else if(av>=80) return 'B';
  else if(av>=70) return 'C';
  else if(av>=60) return 'D';
  return 'F';
}

int parse_rec(char *buf, struct stu *st) {
  char *t;
  char *ep;
  double x;
  double tot=0;
  t=strtok(buf," \t\n");
  if(t==NULL) return 0;
  strncpy(st->nm,t,31);
  st->nm[31]='\0';
  st->nsc=0;
  t=strtok(NULL," \t\n");
  while(t!=NULL) {
    x=strtod(t,&ep);
    if(*ep!='\0'||x<0||x>100) {
      return 0; // bad number
    }
    if(st->nsc<MAXSC) {
      st->sc[st->nsc]=x;
      st->nsc++;
      tot+=x;
    }
    t=strtok(NULL," \t\n");
  }
  if(st->nsc==0) return 0;
  st->av=tot/st->nsc;
  st->gr=calc_grade(st->av);
  return 1;
}

void do_sort(void) {
  int p,q;
  struct stu t;
  for(p=0;p<n_stu-1;p++) {
    for(q=0;q<n_stu-1-p;q++) {
      if(stu_arr[q].av<stu_arr[q+1].av) {
        t=stu_arr[q];
        stu_arr[q]=stu_arr[q+1];
        stu_arr[q+1]=t;
      }
    }
  }
}

void report(void) {
  int k;
  int cnt[5]={0,0,0,0,0};
  char lt[]="ABCDF";
  double s=0,hi=0,lo=100;
  printf("%-4s %-20s %8s %6s\n","Rank","Name","Average","Grade");
  printf("----------------------------------------------\n");
  for(k=0;k<n_stu;k++) {
    printf("%-4d %-20s %8.2f %6c\n",k+1,stu_arr[k].nm,stu_arr[k].av,stu_arr[k].gr);
    s+=stu_arr[k].av;
    if(stu_arr[k].av>hi) hi=stu_arr[k].av;
    if(stu_arr[k].av<lo) lo=stu_arr[k].av;
    switch(stu_arr[k].gr) {
    case 'A': cnt[0]++; break;
    case 'B': cnt[1]++; break;
    case 'C': cnt[2]++; break;
    case 'D': cnt[3]++; break;
    default: cnt[4]++; break;
    }
  }
  printf("----------------------------------------------\n");
  printf("Class mean: %.2f\n",s/n_stu);
  printf("Highest:    %.2f\n",hi);
  printf("Lowest:     %.2f\n",lo);
  for(k=0;k<5;k++) printf("  %c: %d\n",lt[k],cnt[k]);
}

int main(int argc, char *argv[]) {
  FILE *in=stdin;
  char buf[BUFSZ];
  int ln=0;
  int nbad=0;
  int k;
  if(argc>1) {
    in=fopen(argv[1],"r");
    if(in==NULL) {
      printf("Error: cannot open %s\n",argv[1]);
      return 1;
    }
  }
  // read every line of input
  while(fgets(buf,BUFSZ,in)!=NULL) {
    ln++;
    if(buf[0]=='\n'||buf[0]=='#') continue;
    if(n_stu>=MAXN) {
      printf("Too many students, ignoring the rest\n");
      break;
    }
    if(parse_rec(buf,&stu_arr[n_stu])) n_stu++;
    else {
      fprintf(stderr,"Warning: skipping bad line %d\n",ln);
      nbad++;
    }
  }
  if(in!=stdin) fclose(in);
  if(n_stu==0) {
    printf("No valid student records.\n");
    return 0;
  }
  do_sort();
  report();
  printf("(%d line(s) skipped)\n",nbad);
  return 0;
}
