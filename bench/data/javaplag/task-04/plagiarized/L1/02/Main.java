import java.util.Scanner;

/* Assignment 4: matrices */
class Matrix {
  private double[][] data;
  private int rows,cols;

  public Matrix(int rows,int cols) {
    this.rows=rows;
    this.cols=cols;
    data=new double[rows][cols];
  }
  public void set(int r,int c,double value) { data[r][c]=value; }
  private String size() { return rows+"x"+cols; }

  public Matrix add(Matrix other) {
    if(rows!=other.rows||cols!=other.cols)
      throw new IllegalArgumentException("cannot add "+size()+" and "+other.size());
    Matrix result=new Matrix(rows,cols);
    for(int i=0;i<rows;i++)
      for(int j=0;j<cols;j++)
        result.data[i][j]=data[i][j]+other.data[i][j];
    return result;
  }

  public Matrix multiply(Matrix other) {
    if(cols!=other.rows)
      throw new IllegalArgumentException("cannot multiply "+size()+" by "+other.size());
    Matrix result=new Matrix(rows,other.cols);
    for(int i=0;i<rows;i++) {
      for(int j=0;j<other.cols;j++) {
        double sum=0;
        for(int k=0;k<cols;k++)
          sum+=data[i][k]*other.data[k][j];
        result.data[i][j]=sum;
      }
    }
    return result;
  }

  public Matrix transpose() {
    Matrix result=new Matrix(cols,rows);
    for(int i=0;i<rows;i++)
      for(int j=0;j<cols;j++)
        result.data[j][i]=data[i][j];
    return result;
  }

  public Matrix scale(double k) {
    Matrix result=new Matrix(rows,cols);
    for(int i=0;i<rows;i++)
      for(int j=0;j<cols;j++)
        result.data[i][j]=data[i][j]*k;
    return result;
  }

  public boolean isEqual(Matrix other) {
    if(rows!=other.rows||cols!=other.rows) return false;
    for(int i=0;i<rows;i++)
      for(int j=0;j<cols;j++)
        if(Math.abs(data[i][j]-other.data[i][j])>Main.EPSILON) return false;
    return true;
  }

  // recursive, expand along top row
  public double determinant() {
    if(rows!=cols)
      throw new IllegalArgumentException("determinant needs a square matrix, got "+size());
    if(rows==1) return data[0][0];
    if(rows==2) return data[0][0]*data[1][1]-data[0][1]*data[1][0];
    double det=0;
    int sign=1;
    for(int c=0;c<cols;c++) {
      det+=sign*data[0][c]*minor(0,c).determinant();
      sign=-sign;
    }
    return det;
  }

  private Matrix minor(int r,int c) {
    Matrix m=new Matrix(rows-1,cols-1);
    int mi=0;
    for(int i=0;i<rows;i++) {
      if(i==r) continue;
      int mj=0;
      for(int j=0;j<cols;j++) {
        if(j==c) continue;
        m.data[mi][mj++]=data[i][j];
      }
      mi++;
    }
    return m;
  }

  public void print() {
    for(int i=0;i<rows;i++) {
      for(int j=0;j<cols;j++)
        System.out.printf("%"+Main.WIDTH+".2f",data[i][j]);
      System.out.println();
    }
  }
}

public class Main {
  static final double EPSILON=1e-9;
  static final int WIDTH=9;
  static Scanner in=new Scanner(System.in);

  public static Matrix readMatrix(String name) {
    System.out.print("Size of "+name+" (rows cols): ");
    int r=in.nextInt();
    int c=in.nextInt();
    Matrix m=new Matrix(r,c);
    System.out.println("Enter the "+(r*c)+" entries of "+name+" row by row:");
    for(int i=0;i<r;i++)
      for(int j=0;j<c;j++)
        m.set(i,j,in.nextDouble());
    return m;
  }

  public static void main(String[] args) {
    int choice=0;
    System.out.println("=== Matrix Calculator ===");
    Matrix a=readMatrix("A");
    Matrix b=readMatrix("B");
    System.out.println("\nMatrix A:");
    a.print();
    System.out.println("Matrix B:");
    b.print();
    try {
      System.out.println("A + B:");
      a.add(b).print();
      System.out.println("A * B:");
      a.multiply(b).print();
    } catch(IllegalArgumentException e) {
      System.out.println("Error: "+e.getMessage());
    }
    System.out.println("Transpose of A:");
    a.transpose().print();
    System.out.print("Scalar to multiply A by: ");
    double k=in.nextDouble();
    System.out.println(k+" * A:");
    a.scale(k).print();
    System.out.println("A equals B? "+a.isEqual(b));
    try {
      System.out.printf("det(A) = %.3f%n",a.determinant());
      System.out.printf("det(B) = %.3f%n",b.determinant());
    } catch(IllegalArgumentException e) {
      System.out.println("Error: "+e.getMessage());
    }
  }
}
