import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);

        System.out.println("how many rows for the first matrix?");
        int r1 = sc.nextInt();
        System.out.println("how many columns?");
        int c1 = sc.nextInt();
        int[][] x = new int[r1][c1];
        System.out.println("type the numbers");
        for (int i = 0; i < r1; i++) {
            for (int j = 0; j < c1; j++) {
                x[i][j] = sc.nextInt();
            }
        }

        System.out.println("how many rows for the second matrix?");
        int r2 = sc.nextInt();
        System.out.println("how many columns?");
        int c2 = sc.nextInt();
        int[][] y = new int[r2][c2];
        System.out.println("type the numbers");
        for (int i = 0; i < r2; i++) {
            for (int j = 0; j < c2; j++) {
                y[i][j] = sc.nextInt();
            }
        }

        // adding
        if (r1 == r2 && c1 == c2) {
            System.out.println("sum is:");
            for (int i = 0; i < r1; i++) {
                for (int j = 0; j < c1; j++) {
                    System.out.print(x[i][j] + y[i][j] + " ");
                }
                System.out.println();
            }
        } else {
            System.out.println("cant add them, the sizes are different");
        }

        // multiplying
        if (c1 == r2) {
            System.out.println("product is:");
            for (int i = 0; i < r1; i++) {
                for (int j = 0; j < c2; j++) {
                    int s = 0;
                    for (int k = 0; k < c1; k++) {
                        s = s + x[i][k] * y[k][j];
                    }
                    System.out.print(s + " ");
                }
                System.out.println();
            }
        } else {
            System.out.println("cant multiply, columns of first must be rows of second");
        }

        // transpose of first one
        System.out.println("first matrix transposed:");
        for (int j = 0; j < c1; j++) {
            for (int i = 0; i < r1; i++) {
                System.out.print(x[i][j] + " ");
            }
            System.out.println();
        }

        System.out.println("number to multiply the first matrix with?");
        int n = sc.nextInt();
        for (int i = 0; i < r1; i++) {
            for (int j = 0; j < c1; j++) {
                System.out.print(x[i][j] * n + " ");
            }
            System.out.println();
        }

        // are they the same
        boolean same = true;
        if (r1 != r2 || c1 != c2) {
            same = false;
        } else {
            for (int i = 0; i < r1; i++) {
                for (int j = 0; j < c1; j++) {
                    if (x[i][j] != y[i][j]) same = false;
                }
            }
        }
        if (same) System.out.println("the matrices are equal");
        else System.out.println("the matrices are not equal");

        // determinant, only did 2x2 and 3x3
        if (r1 != c1) {
            System.out.println("no determinant, first matrix is not square");
        } else if (r1 == 1) {
            System.out.println("determinant = " + x[0][0]);
        } else if (r1 == 2) {
            System.out.println("determinant = " + (x[0][0] * x[1][1] - x[0][1] * x[1][0]));
        } else if (r1 == 3) {
            int d = x[0][0] * x[1][1] * x[2][2] + x[0][1] * x[1][2] * x[2][0] + x[0][2] * x[1][0] * x[2][1]
                    - x[0][2] * x[1][1] * x[2][0] - x[0][0] * x[1][2] * x[2][1] - x[0][1] * x[1][0] * x[2][2];
            System.out.println("determinant = " + d);
        } else {
            System.out.println("sorry determinant only works up to 3x3");
        }
    }
}
