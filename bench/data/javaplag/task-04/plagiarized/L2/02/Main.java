import java.util.Scanner;

/* Assignment 4: matrices */
class Mtx {
  private double[][] arr;
  private int nr,nc;

  public Mtx(int nr,int nc) {
    this.nr=nr;
    this.nc=nc;
    arr=new double[nr][nc];
  }
  public void put(int x,int y,double val) { arr[x][y]=val; }
  private String dimStr() { return nr+"x"+nc; }

  public Mtx sum(Mtx o) {
    if(nr!=o.nr||nc!=o.nc)
      throw new IllegalArgumentException("cannot add "+dimStr()+" and "+o.dimStr());
    Mtx ret=new Mtx(nr,nc);
    for(int i=0;i<nr;i++)
      for(int j=0;j<nc;j++)
        ret.arr[i][j]=arr[i][j]+o.arr[i][j];
    return ret;
  }

  public Mtx mul(Mtx o) {
    if(nc!=o.nr)
      throw new IllegalArgumentException("cannot multiply "+dimStr()+" by "+o.dimStr());
    Mtx ret=new Mtx(nr,o.nc);
    for(int i=0;i<nr;i++) {
      for(int j=0;j<o.nc;j++) {
        double acc=0;
        for(int p=0;p<nc;p++)
          acc+=arr[i][p]*o.arr[p][j];
        ret.arr[i][j]=acc;
      }
    }
    return ret;
  }

  public Mtx trans() {
    Mtx ret=new Mtx(nc,nr);
    for(int i=0;i<nr;i++)
      for(int j=0;j<nc;j++)
        ret.arr[j][i]=arr[i][j];
    return ret;
  }

  public Mtx mulScalar(double s) {
    Mtx ret=new Mtx(nr,nc);
    for(int i=0;i<nr;i++)
      for(int j=0;j<nc;j++)
        ret.arr[i][j]=arr[i][j]*s;
    return ret;
  }

  public boolean eq(Mtx o) {
    if(nr!=o.nr||nc!=o.nr) return false;
    for(int i=0;i<nr;i++)
      for(int j=0;j<nc;j++)
        if(Math.abs(arr[i][j]-o.arr[i][j])>Main.EPS) return false;
    return true;
  }

  // recursive, expand along top row
  public double calcDet() {
    if(nr!=nc)
      throw new IllegalArgumentException("determinant needs a square matrix, got "+dimStr());
    if(nr==1) return arr[0][0];
    if(nr==2) return arr[0][0]*arr[1][1]-arr[0][1]*arr[1][0];
    double d=0;
    int sg=1;
    for(int j=0;j<nc;j++) {
      d+=sg*arr[0][j]*sub(0,j).calcDet();
      sg=-sg;
    }
    return d;
  }

  private Mtx sub(int dr,int dc) {
    Mtx s=new Mtx(nr-1,nc-1);
    int si=0;
    for(int i=0;i<nr;i++) {
      if(i==dr) continue;
      int sj=0;
      for(int j=0;j<nc;j++) {
        if(j==dc) continue;
        s.arr[si][sj++]=arr[i][j];
      }
      si++;
    }
    return s;
  }

  public void show() {
    for(int i=0;i<nr;i++) {
      for(int j=0;j<nc;j++)
        System.out.printf("%"+Main.W+".2f",arr[i][j]);
      System.out.println();
    }
  }
}

public class Main {
  static final double EPS=1e-9;
  static final int W=9;
  static Scanner sc=new Scanner(System.in);

  public static Mtx readMtx(String nm) {
    System.out.print("Size of "+nm+" (rows cols): ");
    int rr=sc.nextInt();
    int cc=sc.nextInt();
    Mtx mt=new Mtx(rr,cc);
    System.out.println("Enter the "+(rr*cc)+" entries of "+nm+" row by row:");
    for(int i=0;i<rr;i++)
      for(int j=0;j<cc;j++)
        mt.put(i,j,sc.nextDouble());
    return mt;
  }

  public static void main(String[] args) {
    int opt=0;
    System.out.println("=== Matrix Calculator ===");
    Mtx m1=readMtx("A");
    Mtx m2=readMtx("B");
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
      System.out.println("Error: "+err.getMessage());
    }
    System.out.println("Transpose of A:");
    m1.trans().show();
    System.out.print("Scalar to multiply A by: ");
    double s=sc.nextDouble();
    System.out.println(s+" * A:");
    m1.mulScalar(s).show();
    System.out.println("A equals B? "+m1.eq(m2));
    try {
      System.out.printf("det(A) = %.3f%n",m1.calcDet());
      System.out.printf("det(B) = %.3f%n",m2.calcDet());
    } catch(IllegalArgumentException err) {
      System.out.println("Error: "+err.getMessage());
    }
  }
}
