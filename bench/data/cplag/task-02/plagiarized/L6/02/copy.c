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

// arr must already be sorted (best first) so hi/lo are just the ends
void print_stats(struct stu *arr, int n) {
  int k;
  int cnt[5]={0};
  const char *lt="ABCDF";
  double s=0;
  for(k=n-1;k>=0;k--) {
    s+=arr[k].av;
    cnt[strchr(lt,arr[k].gr)-lt]++;
  }
  printf("Class mean: %.2f\n",s/n);
  printf("Highest:    %.2f (%s)\n",arr[0].av,arr[0].nm);
  printf("Lowest:     %.2f (%s)\n",arr[n-1].av,arr[n-1].nm);
  for(k=0;k<5;k++) {
    if(cnt[k]==0) continue;
    printf("  %c: %d\n",lt[k],cnt[k]);
  }
}

void print_rows(struct stu *arr, int n) {
  int k=0;
  printf("%-4s %-20s %8s %6s\n","Rank","Name","Average","Grade");
  fputs("----------------------------------------------\n",stdout);
  while(k<n) {
    printf("%-4d %-20s %8.2f %6c\n",k+1,arr[k].nm,arr[k].av,arr[k].gr);
    k++;
  }
  fputs("----------------------------------------------\n",stdout);
}

// insertion sort, highest average first
void do_sort(struct stu *arr, int n) {
  int p,q;
  struct stu t;
  for(p=1;p<n;p++) {
    t=arr[p];
    q=p-1;
    while(q>=0&&arr[q].av<t.av) {
      arr[q+1]=arr[q];
      q--;
    }
    arr[q+1]=t;
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
  for(st->nsc=0;;) {
    if(sscanf(buf,"%63s%n",tok,&used)!=1) break;
    buf+=used;
    x=strtod(tok,&ep);
    if(*ep||x<0||x>100) return 0; // bad number
    if(st->nsc>=MAXSC) continue;
    st->sc[st->nsc++]=x;
    tot+=x;
  }
  if(!st->nsc) return 0;
  st->av=tot/st->nsc;
  st->gr="FFFFFFDCBAA"[(int)(st->av/10)];   // 0..100 -> letter
  return 1;
}

// returns number of students read, bad lines counted in *nbad
int read_all(FILE *in, struct stu *arr, int *nbad) {
  char buf[256];
  int ln=0, n=0;
  *nbad=0;
  while(fgets(buf,sizeof buf,in)) {
    ln++;
    if(buf[0]!='\n'&&buf[0]!='#') {
      if(n==MAXN) {
        puts("Too many students, ignoring the rest");
        break;
      }
      if(!parse_rec(buf,arr+n)) {
        fprintf(stderr,"line %d: bad record, skipped\n",ln);
        ++*nbad;
      } else n++;
    }
  }
  return n;
}

int main(int argc, char *argv[]) {
  static struct stu stu_arr[MAXN];
  int n_stu, nbad;
  FILE *in = argc>1 ? fopen(argv[1],"r") : stdin;
  if(!in) {
    fprintf(stderr,"Error: cannot open %s\n",argv[1]);
    return 1;
  }
  n_stu=read_all(in,stu_arr,&nbad);
  if(in!=stdin) fclose(in);
  if(n_stu>0) {
    do_sort(stu_arr,n_stu);
    print_rows(stu_arr,n_stu);
    print_stats(stu_arr,n_stu);
    if(nbad) printf("(%d line(s) skipped)\n",nbad);
  }
  else puts("No valid student records.");
  return 0;
}
