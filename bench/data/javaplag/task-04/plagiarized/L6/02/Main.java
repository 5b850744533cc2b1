import java.util.Scanner;
import java.util.InputMismatchException;

/* Assignment 4: matrices */
public class Main {
  static final double EPS=0.000000001;
  public static final int W=9;
  public static final int PREC=2;
  private static final String ERR="Size problem: ";
  private static final Scanner sc=new Scanner(System.in);
  static int opt=0;

  static String dimStr(double[][] a) { return String.format("%dx%d",a.length,a[0].length); }

  // row reduce a copy to upper triangular form, det = product of the pivots
  static double calcDet(double[][] a) {
    int n=a.length;
    if(n!=a[0].length)
      throw new IllegalArgumentException("determinant needs a square matrix, got "+dimStr(a));
    double[][] t=new double[n][];
    for(int i=0;i<n;i+=1) t[i]=a[i].clone();
    double d=1;
    for(int c=0;c<n;c+=1) {
      int piv=c;
      for(int r=c+1;r<n;r+=1)
        if(Math.abs(t[r][c])>Math.abs(t[piv][c])) piv=r;
      if(Math.abs(t[piv][c])<EPS) return 0;
      if(piv!=c) {
        double[] tmp=t[piv]; t[piv]=t[c]; t[c]=tmp;
        d=-d;
      }
      d*=t[c][c];
      for(int r=c+1;r<n;r+=1) {
        double f=t[r][c]/t[c][c];
        for(int k=c;k<n;k+=1) t[r][k]-=f*t[c][k];
      }
    }
    return d;
  }

  static double[][] mul(double[][] a,double[][] o) {
    if(a[0].length==o.length) {
      double[][] ret=new double[a.length][o[0].length];
      int i=0;
      while(i<a.length) {
        int j=0;
        while(j<o[0].length) {
          double acc=0;
          for(int p=0;p<o.length;p+=1) acc=acc+a[i][p]*o[p][j];
          ret[i][j]=acc;
          j+=1;
        }
        i+=1;
      }
      return ret;
    }
    throw new IllegalArgumentException("cannot multiply "+dimStr(a)+" by "+dimStr(o));
  }

  static double[][] sum(double[][] a,double[][] o) {
    boolean fits=a.length==o.length&&a[0].length==o[0].length;
    if(!fits)
      throw new IllegalArgumentException("cannot add "+dimStr(a)+" and "+dimStr(o));
    double[][] ret=new double[a.length][a[0].length];
    for(int i=a.length-1;i>=0;i-=1)
      for(int j=a[0].length-1;j>=0;j-=1)
        ret[i][j]=a[i][j]+o[i][j];
    return ret;
  }

  static double[][] mulScalar(double[][] a,final double s) {
    double[][] ret=new double[a.length][];
    int i=0;
    for(double[] row:a) {
      ret[i]=new double[row.length];
      for(int j=0;j<row.length;j+=1) ret[i][j]=s*row[j];
      i+=1;
    }
    return ret;
  }

  static double[][] trans(double[][] a) {
    int rows=a.length,cols=a[0].length;
    double[][] ret=new double[cols][rows];
    for(int idx=0;idx<rows*cols;idx+=1)
      ret[idx%cols][idx/cols]=a[idx/cols][idx%cols];
    return ret;
  }

  static boolean eq(double[][] a,double[][] o) {
    if(a.length!=o.length||a[0].length!=o.length) return false;
    boolean same=true;
    int i=0;
    while(same&&i<a.length) {
      for(int j=0;j<a[0].length&&same;j+=1)
        same=Math.abs(a[i][j]-o[i][j])<=EPS;
      i+=1;
    }
    return same;
  }

  static void show(String title,double[][] a) {
    StringBuilder sb=new StringBuilder(title).append('\n');
    String fmt="%"+W+"."+PREC+"f";
    for(double[] row:a) {
      for(double v:row) sb.append(String.format(fmt,v));
      sb.append('\n');
    }
    System.out.print(sb);
  }

  static double[][] readMtx(final String nm) {
    int rr,cc;
    do {
      System.out.print("Size of "+nm+" (rows cols): ");
      rr=Integer.parseInt(sc.next());
      cc=Integer.parseInt(sc.next());
    } while(rr<=0||cc<=0);
    double[][] mt=new double[rr][cc];
    System.out.println("Enter the "+(rr*cc)+" entries of "+nm+" row by row:");
    for(int i=0;i<rr;i+=1)
      for(int j=0;j<cc;j+=1) mt[i][j]=Double.parseDouble(sc.next());
    return mt;
  }

  public static void main(String[] args) {
    System.out.println("=== Matrix Calculator ===");
    double[][] m1=readMtx("A");
    double[][] m2=readMtx("B");
    show("\nMatrix A:",m1);
    show("Matrix B:",m2);
    try {
      show("A + B:",sum(m1,m2));
    } catch(IllegalArgumentException err) {
      System.out.println(ERR+err.getMessage());
    }
    try {
      show("A * B:",mul(m1,m2));
    } catch(IllegalArgumentException err) {
      System.out.println(ERR+err.getMessage());
    }
    show("Transpose of A:",trans(m1));
    System.out.print("Scalar to multiply A by: ");
    double s=Double.parseDouble(sc.next());
    show(s+" * A:",mulScalar(m1,s));
    System.out.println("A equals B? "+(eq(m1,m2)?"yes":"no"));
    String[] names={"A","B"};
    double[][][] both={m1,m2};
    for(int k=0;k<2;k+=1) {
      try {
        System.out.print(String.format("det(%s) = %.3f\n",names[k],calcDet(both[k])));
      } catch(IllegalArgumentException err) {
        System.out.println(ERR+err.getMessage());
        break;
      }
    }
  }
}
