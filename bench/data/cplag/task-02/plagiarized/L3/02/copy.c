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

char calc_grade(double av) {
  if(av>=90) return 'A';
  else if(av>=80) return 'B';
  else if(av>=70) return 'C';
  else if(av>=60) return 'D';
  return 'F';
}

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
  st->gr=calc_grade(st->av);
  return 1;
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

void report(struct stu *arr, int n) {
  int k;
  int cnt[5]={0};
  const char *lt="ABCDF";
  double s=0,hi=0,lo=100;
  printf("%-4s %-20s %8s %6s\n","Rank","Name","Average","Grade");
  printf("----------------------------------------------\n");
  for(k=0;k<n;k++) {
    printf("%-4d %-20s %8.2f %6c\n",k+1,arr[k].nm,arr[k].av,arr[k].gr);
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
  printf("----------------------------------------------\n");
  printf("Class mean: %.2f\n",s/n);
  printf("Highest:    %.2f\n",hi);
  printf("Lowest:     %.2f\n",lo);
  for(k=0;k<5;k++) printf("  %c: %d\n",lt[k],cnt[k]);
}

int main(int argc, char *argv[]) {
  static struct stu stu_arr[MAXN];
  int n_stu=0;
  FILE *in=stdin;
  char buf[256];
  int ln=0, nbad=0;
  if(argc>1) {
    in=fopen(argv[1],"r");
    if(in==NULL) {
      printf("Error: cannot open %s\n",argv[1]);
      return 1;
    }
  }
  // read every line of input
  while(fgets(buf,sizeof buf,in)!=NULL) {
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
  do_sort(stu_arr,n_stu);
  report(stu_arr,n_stu);
  printf("(%d line(s) skipped)\n",nbad);
  return 0;
}
