import java.util.Scanner;

/*
 * Lab: Matrices
 * My program only works with square matrices (2x2 or 3x3) because that is
 * what we did in class for determinants.
 */
public class Main
{
    // the scanner for reading the keyboard
    static Scanner keyboard = new Scanner(System.in);

    public static void main(String[] args)
    {
        // first get both matrices from the user
        double[][] first = getMatrix("first");
        double[][] second = getMatrix("second");

        // show them so the user can check
        System.out.println("First matrix:");
        showMatrix(first);
        System.out.println("Second matrix:");
        showMatrix(second);

        // adding and multiplying only make sense if the sizes are the same
        // (for square matrices both rules become "same size")
        if (first.length == second.length)
        {
            System.out.println("First + Second:");
            showMatrix(addMatrices(first, second));
            System.out.println("First * Second:");
            showMatrix(multiplyMatrices(first, second));
        }
        else
        {
            System.out.println("Sorry, the sizes are different so they cannot be added or multiplied.");
        }

        // transpose = swap rows and columns
        System.out.println("Transpose of first:");
        showMatrix(transposeMatrix(first));

        // multiply by a number
        System.out.print("Enter a number to multiply the first matrix by: ");
        double number = keyboard.nextDouble();
        showMatrix(multiplyByNumber(first, number));

        // check if they are the same
        if (areEqual(first, second))
            System.out.println("The two matrices are equal.");
        else
            System.out.println("The two matrices are NOT equal.");

        // determinants
        System.out.println("Determinant of first = " + determinant(first));
        System.out.println("Determinant of second = " + determinant(second));
    }

    // asks for the size (2 or 3) and reads the numbers
    public static double[][] getMatrix(String which)
    {
        int size = 0;
        // keep asking until we get 2 or 3
        while (size != 2 && size != 3)
        {
            System.out.print("Size of the " + which + " matrix (2 or 3): ");
            size = keyboard.nextInt();
        }
        double[][] m = new double[size][size];
        for (int row = 0; row < size; row++)
        {
            System.out.print("Row " + (row + 1) + " (" + size + " numbers): ");
            for (int col = 0; col < size; col++)
                m[row][col] = keyboard.nextDouble();
        }
        return m;
    }

    // prints each number followed by a tab
    public static void showMatrix(double[][] m)
    {
        for (int row = 0; row < m.length; row++)
        {
            for (int col = 0; col < m.length; col++)
                System.out.print(m[row][col] + "\t");
            System.out.println();
        }
    }

    public static double[][] addMatrices(double[][] a, double[][] b)
    {
        int n = a.length;
        double[][] answer = new double[n][n];
        for (int row = 0; row < n; row++)
            for (int col = 0; col < n; col++)
                answer[row][col] = a[row][col] + b[row][col];
        return answer;
    }

    public static double[][] multiplyMatrices(double[][] a, double[][] b)
    {
        int n = a.length;
        double[][] answer = new double[n][n];
        // row of a times column of b
        for (int row = 0; row < n; row++)
            for (int col = 0; col < n; col++)
                for (int x = 0; x < n; x++)
                    answer[row][col] = answer[row][col] + a[row][x] * b[x][col];
        return answer;
    }

    public static double[][] transposeMatrix(double[][] a)
    {
        double[][] answer = new double[a.length][a.length];
        for (int row = 0; row < a.length; row++)
            for (int col = 0; col < a.length; col++)
                answer[col][row] = a[row][col];
        return answer;
    }

    public static double[][] multiplyByNumber(double[][] a, double number)
    {
        double[][] answer = new double[a.length][a.length];
        for (int row = 0; row < a.length; row++)
            for (int col = 0; col < a.length; col++)
                answer[row][col] = a[row][col] * number;
        return answer;
    }

    // different sizes are never equal
    public static boolean areEqual(double[][] a, double[][] b)
    {
        if (a.length != b.length) return false;
        for (int row = 0; row < a.length; row++)
            for (int col = 0; col < a.length; col++)
                if (a[row][col] != b[row][col]) return false;
        return true;
    }

    // 2x2: ad - bc, 3x3: expand along the top row using three 2x2 determinants
    public static double determinant(double[][] m)
    {
        if (m.length == 2)
            return m[0][0] * m[1][1] - m[0][1] * m[1][0];
        double part1 = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]);
        double part2 = m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]);
        double part3 = m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
        return part1 - part2 + part3;
    }
}
