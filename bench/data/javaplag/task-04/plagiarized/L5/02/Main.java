import java.util.Scanner;
import java.util.InputMismatchException;

/* Assignment 4: matrices */
public class Main {
  static final double EPS=0.000000001;
  public static final int W=9;
  public static final int PREC=2;
  private static final String ERR="Error: ";
  private static final Scanner sc=new Scanner(System.in);
  static int opt=0;

  static String dimStr(double[][] a) { return String.format("%dx%d",a.length,a[0].length); }

  // recursive, expand along top row
  static double calcDet(double[][] a) {
    int j=0,sg=1,n=a.length;
    double d=0;
    if(n!=a[0].length)
      throw new IllegalArgumentException("determinant needs a square matrix, got "+dimStr(a));
    switch(n) {
      case 1: return a[0][0];
      case 2: return a[0][0]*a[1][1]-a[0][1]*a[1][0];
    }
    while(j<n) {
      d+=sg*a[0][j]*calcDet(sub(a,0,j));
      sg=(sg==1)?-1:1;
      j+=1;
    }
    return d;
  }

  private static double[][] sub(double[][] a,final int dr,final int dc) {
    int i=0,j,si=0,sj;
    double[][] s=new double[a.length-1][a[0].length-1];
    while(i<a.length) {
      if(i!=dr) {
        sj=0;
        for(j=0;j<a[0].length;j+=1) {
          if(j!=dc) s[si][sj++]=a[i][j];
        }
        si+=1;
      }
      i+=1;
    }
    return s;
  }

  static double[][] mul(double[][] a,double[][] o) {
    int i,j,p;
    double acc;
    double[][] ret;
    if(a[0].length!=o.length)
      throw new IllegalArgumentException("cannot multiply "+dimStr(a)+" by "+dimStr(o));
    ret=new double[a.length][o[0].length];
    i=0;
    while(i<a.length) {
      j=0;
      while(j<o[0].length) {
        acc=0;
        for(p=0;p<o.length;p+=1) acc=acc+a[i][p]*o[p][j];
        ret[i][j]=acc;
        j+=1;
      }
      i+=1;
    }
    return ret;
  }

  static double[][] sum(double[][] a,double[][] o) {
    int i,j;
    double[][] ret;
    if(a.length!=o.length||a[0].length!=o[0].length)
      throw new IllegalArgumentException("cannot add "+dimStr(a)+" and "+dimStr(o));
    ret=new double[a.length][a[0].length];
    for(i=0;i<a.length;i+=1)
      for(j=0;j<a[0].length;j+=1)
        ret[i][j]=a[i][j]+o[i][j];
    return ret;
  }

  static double[][] mulScalar(double[][] a,final double s) {
    int i=0,j;
    double[][] ret=new double[a.length][a[0].length];
    while(i<a.length) {
      for(j=0;j<a[0].length;j+=1) ret[i][j]=s*a[i][j];
      i+=1;
    }
    return ret;
  }

  static double[][] trans(double[][] a) {
    int i,j;
    double[][] ret=new double[a[0].length][a.length];
    for(i=0;i<a.length;i+=1)
      for(j=0;j<a[0].length;j+=1)
        ret[j][i]=a[i][j];
    return ret;
  }

  static boolean eq(double[][] a,double[][] o) {
    int i,j;
    boolean sameShape=a.length==o.length&&a[0].length==o.length;
    if(!sameShape) return false;
    for(i=0;i<a.length;i+=1)
      for(j=0;j<a[0].length;j+=1)
        if(Math.abs(a[i][j]-o[i][j])>EPS) return false;
    return true;
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
    int rr,cc,i,j;
    double[][] mt;
    System.out.print("Size of "+nm+" (rows cols): ");
    rr=Integer.parseInt(sc.next());
    cc=Integer.parseInt(sc.next());
    mt=new double[rr][cc];
    System.out.println("Enter the "+(rr*cc)+" entries of "+nm+" row by row:");
    i=0;
    while(i<rr) {
      for(j=0;j<cc;j+=1) mt[i][j]=Double.parseDouble(sc.next());
      i+=1;
    }
    return mt;
  }

  public static void main(String[] args) {
    double[][] m1,m2;
    double s;
    System.out.println("=== Matrix Calculator ===");
    m1=readMtx("A");
    m2=readMtx("B");
    show("\nMatrix A:",m1);
    show("Matrix B:",m2);
    try {
      show("A + B:",sum(m1,m2));
      show("A * B:",mul(m1,m2));
    } catch(IllegalArgumentException err) {
      System.out.println(ERR+err.getMessage());
    }
    show("Transpose of A:",trans(m1));
    System.out.print("Scalar to multiply A by: ");
    s=Double.parseDouble(sc.next());
    show(s+" * A:",mulScalar(m1,s));
    System.out.println("A equals B? "+(eq(m1,m2)?"true":"false"));
    try {
      System.out.print(String.format("det(A) = %.3f\n",calcDet(m1)));
      System.out.print(String.format("det(B) = %.3f\n",calcDet(m2)));
    } catch(IllegalArgumentException err) {
      System.out.println(ERR+err.getMessage());
    }
  }
}
