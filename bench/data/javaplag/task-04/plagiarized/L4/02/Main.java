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

  static String dimStr(double[][] a) { return a.length+"x"+a[0].length; }

  // recursive, expand along top row
  static double calcDet(double[][] a) {
    int j,sg=1,n=a.length;
    double d=0;
    if(n!=a[0].length)
      throw new IllegalArgumentException("determinant needs a square matrix, got "+dimStr(a));
    if(n==1) return a[0][0];
    if(n==2) return a[0][0]*a[1][1]-a[0][1]*a[1][0];
    for(j=0;j<n;j++) {
      d+=sg*a[0][j]*calcDet(sub(a,0,j));
      sg=-sg;
    }
    return d;
  }

  private static double[][] sub(double[][] a,final int dr,final int dc) {
    int i,j,si=0,sj;
    double[][] s=new double[a.length-1][a[0].length-1];
    for(i=0;i<a.length;i++) {
      if(i==dr) continue;
      sj=0;
      for(j=0;j<a[0].length;j++) {
        if(j==dc) continue;
        s[si][sj++]=a[i][j];
      }
      si++;
    }
    return s;
  }

  static double[][] mul(double[][] a,double[][] o) {
    int i,j,p;
    double acc;
    if(a[0].length!=o.length)
      throw new IllegalArgumentException("cannot multiply "+dimStr(a)+" by "+dimStr(o));
    double[][] ret=new double[a.length][o[0].length];
    for(i=0;i<a.length;i++) {
      for(j=0;j<o[0].length;j++) {
        acc=0;
        for(p=0;p<o.length;p++)
          acc+=a[i][p]*o[p][j];
        ret[i][j]=acc;
      }
    }
    return ret;
  }

  static double[][] sum(double[][] a,double[][] o) {
    int i,j;
    if(a.length!=o.length||a[0].length!=o[0].length)
      throw new IllegalArgumentException("cannot add "+dimStr(a)+" and "+dimStr(o));
    double[][] ret=new double[a.length][a[0].length];
    for(i=0;i<a.length;i++)
      for(j=0;j<a[0].length;j++)
        ret[i][j]=a[i][j]+o[i][j];
    return ret;
  }

  static double[][] mulScalar(double[][] a,final double s) {
    int i,j;
    double[][] ret=new double[a.length][a[0].length];
    for(i=0;i<a.length;i++)
      for(j=0;j<a[0].length;j++)
        ret[i][j]=a[i][j]*s;
    return ret;
  }

  static double[][] trans(double[][] a) {
    int i,j;
    double[][] ret=new double[a[0].length][a.length];
    for(i=0;i<a.length;i++)
      for(j=0;j<a[0].length;j++)
        ret[j][i]=a[i][j];
    return ret;
  }

  static boolean eq(double[][] a,double[][] o) {
    int i,j;
    if(a.length!=o.length||a[0].length!=o.length) return false;
    for(i=0;i<a.length;i++)
      for(j=0;j<a[0].length;j++)
        if(Math.abs(a[i][j]-o[i][j])>EPS) return false;
    return true;
  }

  static void show(String title,double[][] a) {
    int i,j;
    System.out.println(title);
    for(i=0;i<a.length;i++) {
      for(j=0;j<a[0].length;j++)
        System.out.printf("%"+W+"."+PREC+"f",a[i][j]);
      System.out.println();
    }
  }

  static double[][] readMtx(final String nm) {
    int rr,cc,i,j;
    double[][] mt;
    System.out.print("Size of "+nm+" (rows cols): ");
    rr=sc.nextInt();
    cc=sc.nextInt();
    mt=new double[rr][cc];
    System.out.println("Enter the "+(rr*cc)+" entries of "+nm+" row by row:");
    for(i=0;i<rr;i++)
      for(j=0;j<cc;j++)
        mt[i][j]=sc.nextDouble();
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
    s=sc.nextDouble();
    show(s+" * A:",mulScalar(m1,s));
    System.out.println("A equals B? "+eq(m1,m2));
    try {
      System.out.printf("det(A) = %.3f%n",calcDet(m1));
      System.out.printf("det(B) = %.3f%n",calcDet(m2));
    } catch(IllegalArgumentException err) {
      System.out.println(ERR+err.getMessage());
    }
  }
}
