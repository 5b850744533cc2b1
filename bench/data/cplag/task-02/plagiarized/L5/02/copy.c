// Assignment 4 - grade report
#include <string.h>
#include <stdio.h>
#include <stdlib.h>
enum { MAXN=100, MAXSC=10, NMLEN=32 };
struct stu {
  char nm[NMLEN];
  double sc[MAXSC];
  int nsc;
  double av;
  char gr;
};

void print_stats(struct stu *arr, int n) {
  int k=0;
  int cnt[5]={0};
  const char *lt="ABCDF";
  double s=0,hi=0,lo=100;
  while(k<n) {
    s=s+arr[k].av;
    hi=(arr[k].av>hi)?arr[k].av:hi;
    lo=(arr[k].av<lo)?arr[k].av:lo;
    if(arr[k].gr=='A') cnt[0]=cnt[0]+1;
    else if(arr[k].gr=='B') cnt[1]=cnt[1]+1;
    else if(arr[k].gr=='C') cnt[2]=cnt[2]+1;
    else if(arr[k].gr=='D') cnt[3]=cnt[3]+1;
    else cnt[4]=cnt[4]+1;
    k=k+1;
  }
  printf("Class mean: %.2f\n",s/n);
  printf("Highest:    %.2f\n",hi);
  printf("Lowest:     %.2f\n",lo);
  k=0;
  do {
    printf("  %c: %d\n",lt[k],cnt[k]);
    k=k+1;
  } while(k<5);
}

void print_rows(struct stu *arr, int n) {
  int k;
  printf("%-4s %-20s %8s %6s\n","Rank","Name","Average","Grade");
  fputs("----------------------------------------------\n",stdout);
  for(k=0;k<n;k=k+1)
    printf("%-4d %-20s %8.2f %6c\n",k+1,arr[k].nm,arr[k].av,arr[k].gr);
  fputs("----------------------------------------------\n",stdout);
}

void do_sort(struct stu *arr, int n) {
  int p=0,q;
  struct stu t;
  while(p<n-1) {
    q=0;
    while(q<n-1-p) {
      if(arr[q+1].av>arr[q].av) {
        t=arr[q]; arr[q]=arr[q+1]; arr[q+1]=t;
      }
      q=q+1;
    }
    p=p+1;
  }
}

// parses the line and works out the letter grade too
int parse_rec(const char *buf, struct stu *st) {
  char tok[64];
  char *ep;
  int used;
  double x, tot=0;
  if(sscanf(buf,"%31s%n",st->nm,&used)!=1) return 0;
  buf+=used;
  st->nsc=0;
  while(sscanf(buf,"%63s%n",tok,&used)==1) {
    buf+=used;
    x=strtod(tok,&ep);
    if(*ep||x<0||x>100) return 0; // bad number
    if(st->nsc<MAXSC) {
      st->sc[st->nsc]=x;
      tot=tot+x;
      st->nsc=st->nsc+1;
    }
  }
  if(!st->nsc) return 0;
  st->av=tot/st->nsc;
  st->gr = st->av>=90 ? 'A' : st->av>=80 ? 'B' : st->av>=70 ? 'C' : st->av>=60 ? 'D' : 'F';
  return 1;
}

// returns number of students read, bad lines counted in *nbad
int read_all(FILE *in, struct stu *arr, int *nbad) {
  char buf[256];
  int ln=0, n=0;
  *nbad=0;
  while(fgets(buf,sizeof buf,in)) {
    ln=ln+1;
    if(strchr("\n#",buf[0])&&buf[0]) continue;
    if(n>=MAXN) {
      puts("Too many students, ignoring the rest");
      break;
    }
    if(parse_rec(buf,arr+n)) n=n+1;
    else {
      fprintf(stderr,"Warning: skipping bad line %d\n",ln);
      *nbad=*nbad+1;
    }
  }
  return n;
}

int main(int argc, char *argv[]) {
  static struct stu stu_arr[MAXN];
  int n_stu, nbad;
  FILE *in = argc>1 ? fopen(argv[1],"r") : stdin;
  if(!in) {
    printf("Error: cannot open %s\n",argv[1]);
    return 1;
  }
  n_stu=read_all(in,stu_arr,&nbad);
  if(in!=stdin) fclose(in);
  if(!n_stu) {
    puts("No valid student records.");
    return 0;
  }
  do_sort(stu_arr,n_stu);
  print_rows(stu_arr,n_stu);
  print_stats(stu_arr,n_stu);
  printf("(%d line(s) skipped)\n",nbad);
  return 0;
}
