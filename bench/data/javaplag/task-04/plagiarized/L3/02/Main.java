import java.util.Scanner;
import java.util.InputMismatchException;

/* Assignment 4: matrices */
class Mtx {
  static final double EPS=0.000000001;
  double[][] arr;
  int nr,nc;

  Mtx(final int nr,final int nc) {
    this.nr=nr;
    this.nc=nc;
    arr=new double[nr][nc];
  }
  void put(int x,int y,double val) { arr[x][y]=val; }
  public String dimStr() { return nr+"x"+nc; }

  public Mtx sum(Mtx o) {
    int i,j;
    if(nr!=o.nr||nc!=o.nc)
      throw new IllegalArgumentException("cannot add "+dimStr()+" and "+o.dimStr());
    Mtx ret=new Mtx(nr,nc);
    for(i=0;i<nr;i++)
      for(j=0;j<nc;j++)
        ret.arr[i][j]=arr[i][j]+o.arr[i][j];
    return ret;
  }

  public Mtx mul(Mtx o) {
    int i,j,p;
    double acc;
    if(nc!=o.nr)
      throw new IllegalArgumentException("cannot multiply "+dimStr()+" by "+o.dimStr());
    Mtx ret=new Mtx(nr,o.nc);
    for(i=0;i<nr;i++) {
      for(j=0;j<o.nc;j++) {
        acc=0;
        for(p=0;p<nc;p++)
          acc+=arr[i][p]*o.arr[p][j];
        ret.arr[i][j]=acc;
      }
    }
    return ret;
  }

  public Mtx trans() {
    int i,j;
    Mtx ret=new Mtx(nc,nr);
    for(i=0;i<nr;i++)
      for(j=0;j<nc;j++)
        ret.arr[j][i]=arr[i][j];
    return ret;
  }

  public Mtx mulScalar(final double s) {
    int i,j;
    Mtx ret=new Mtx(nr,nc);
    for(i=0;i<nr;i++)
      for(j=0;j<nc;j++)
        ret.arr[i][j]=arr[i][j]*s;
    return ret;
  }

  public boolean eq(Mtx o) {
    int i,j;
    if(nr!=o.nr||nc!=o.nr) return false;
    for(i=0;i<nr;i++)
      for(j=0;j<nc;j++)
        if(Math.abs(arr[i][j]-o.arr[i][j])>EPS) return false;
    return true;
  }

  // recursive, expand along top row
  public double calcDet() {
    int j,sg=1;
    double d=0;
    if(nr!=nc)
      throw new IllegalArgumentException("determinant needs a square matrix, got "+dimStr());
    if(nr==1) return arr[0][0];
    if(nr==2) return arr[0][0]*arr[1][1]-arr[0][1]*arr[1][0];
    for(j=0;j<nc;j++) {
      d+=sg*arr[0][j]*sub(0,j).calcDet();
      sg=-sg;
    }
    return d;
  }

  private Mtx sub(final int dr,final int dc) {
    int i,j,si=0,sj;
    Mtx s=new Mtx(nr-1,nc-1);
    for(i=0;i<nr;i++) {
      if(i==dr) continue;
      sj=0;
      for(j=0;j<nc;j++) {
        if(j==dc) continue;
        s.arr[si][sj++]=arr[i][j];
      }
      si++;
    }
    return s;
  }

  public void show() {
    int i,j;
    for(i=0;i<nr;i++) {
      for(j=0;j<nc;j++)
        System.out.printf("%"+Main.W+"."+Main.PREC+"f",arr[i][j]);
      System.out.println();
    }
  }
}

public class Main {
  public static final int W=9;
  public static final int PREC=2;
  private static final String ERR="Error: ";
  private static final Scanner sc=new Scanner(System.in);
  static int opt=0;

  static Mtx readMtx(final String nm) {
    int rr,cc,i,j;
    Mtx mt;
    System.out.print("Size of "+nm+" (rows cols): ");
    rr=sc.nextInt();
    cc=sc.nextInt();
    mt=new Mtx(rr,cc);
    System.out.println("Enter the "+(rr*cc)+" entries of "+nm+" row by row:");
    for(i=0;i<rr;i++)
      for(j=0;j<cc;j++)
        mt.put(i,j,sc.nextDouble());
    return mt;
  }

  public static void main(String[] args) {
    Mtx m1,m2;
    double s;
    System.out.println("=== Matrix Calculator ===");
    m1=readMtx("A");
    m2=readMtx("B");
    System.out.println("\nMatrix A:");
    m1.show();
    System.out.println("Matrix B:");
    m2.show();
    try {
      System.out.println("A + B:");
      m1.sum(m2).show();
      System.out.println("A * B:");
      m1.mul(m2).show();
    } catch(IllegalArgumentException err) {
      System.out.println(ERR+err.getMessage());
    }
    System.out.println("Transpose of A:");
    m1.trans().show();
    System.out.print("Scalar to multiply A by: ");
    s=sc.nextDouble();
    System.out.println(s+" * A:");
    m1.mulScalar(s).show();
    System.out.println("A equals B? "+m1.eq(m2));
    try {
      System.out.printf("det(A) = %.3f%n",m1.calcDet());
      System.out.printf("det(B) = %.3f%n",m2.calcDet());
    } catch(IllegalArgumentException err) {
      System.out.println(ERR+err.getMessage());
    }
  }
}
