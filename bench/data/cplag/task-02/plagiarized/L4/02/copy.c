// Assignment 4 - grade report
#include <string.h>
#include <stdio.h>
#include <stdlib.h>
enum { MAXN=100, MAXSC=10, NMLEN=32 };
static const char SEP[]=" \t\n";
struct stu {
  char nm[NMLEN];
  double sc[MAXSC];
  int nsc;
  double av;
  char gr;
};

void print_stats(struct stu *arr, int n) {
  int k;
  int cnt[5]={0};
  const char *lt="ABCDF";
  double s=0,hi=0,lo=100;
  for(k=0;k<n;k++) {
    s+=arr[k].av;
    if(arr[k].av>hi) hi=arr[k].av;
    if(arr[k].av<lo) lo=arr[k].av;
    switch(arr[k].gr) {
    case 'A': cnt[0]++; break;
    case 'B': cnt[1]++; break;
    case 'C': cnt[2]++; break;
    case 'D': cnt[3]++; break;
    default: cnt[4]++; break;
    }
  }
  printf("Class mean: %.2f\n",s/n);
  printf("Highest:    %.2f\n",hi);
  printf("Lowest:     %.2f\n",lo);
  for(k=0;k<5;k++) printf("  %c: %d\n",lt[k],cnt[k]);
}

void print_rows(struct stu *arr, int n) {
  int k;
  printf("%-4s %-20s %8s %6s\n","Rank","Name","Average","Grade");
  printf("----------------------------------------------\n");
  for(k=0;k<n;k++)
    printf("%-4d %-20s %8.2f %6c\n",k+1,arr[k].nm,arr[k].av,arr[k].gr);
  printf("----------------------------------------------\n");
}

void do_sort(struct stu *arr, int n) {
  int p,q;
  struct stu t;
  for(p=0;p<n-1;p++) {
    for(q=0;q<n-1-p;q++) {
      if(arr[q].av<arr[q+1].av) {
        t=arr[q];
        arr[q]=arr[q+1];
        arr[q+1]=t;
      }
    }
  }
}

// parses the line and works out the letter grade too
int parse_rec(char *buf, struct stu *st) {
  char *t, *ep;
  double x, tot=0;
  t=strtok(buf,SEP);
  if(t==NULL) return 0;
  strncpy(st->nm,t,NMLEN-1);
  st->nm[NMLEN-1]='\0';
  st->nsc=0;
  t=strtok(NULL,SEP);
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
    t=strtok(NULL,SEP);
  }
  if(st->nsc==0) return 0;
  st->av=tot/st->nsc;
  if(st->av>=90) st->gr='A';
  else if(st->av>=80) st->gr='B';
  else if(st->av>=70) st->gr='C';
  else if(st->av>=60) st->gr='D';
  else st->gr='F';
  return 1;
}

// returns number of students read, bad lines counted in *nbad
int read_all(FILE *in, struct stu *arr, int *nbad) {
  char buf[256];
  int ln=0, n=0;
  *nbad=0;
  while(fgets(buf,sizeof buf,in)!=NULL) {
    ln++;
    if(buf[0]=='\n'||buf[0]=='#') continue;
    if(n>=MAXN) {
      printf("Too many students, ignoring the rest\n");
      break;
    }
    if(parse_rec(buf,&arr[n])) n++;
    else {
      fprintf(stderr,"Warning: skipping bad line %d\n",ln);
      (*nbad)++;
    }
  }
  return n;
}

int main(int argc, char *argv[]) {
  static struct stu stu_arr[MAXN];
  int n_stu, nbad;
  FILE *in=stdin;
  if(argc>1) {
    in=fopen(argv[1],"r");
    if(in==NULL) {
      printf("Error: cannot open %s\n",argv[1]);
      return 1;
    }
  }
  n_stu=read_all(in,stu_arr,&nbad);
  if(in!=stdin) fclose(in);
  if(n_stu==0) {
    printf("No valid student records.\n");
    return 0;
  }
  do_sort(stu_arr,n_stu);
  print_rows(stu_arr,n_stu);
  print_stats(stu_arr,n_stu);
  printf("(%d line(s) skipped)\n",nbad);
  return 0;
}
