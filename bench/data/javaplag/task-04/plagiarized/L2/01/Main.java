import java.util.Scanner;

/**
 * Matrix operations lab.
 * The program asks for two matrices and then demonstrates
 * addition, multiplication, transpose, scaling, equality and determinants.
 */
class Grid
{
    private double[][] values;
    private int numRows, numCols;

    /**
     * Creates an empty (all zero) grid.
     * @param numRows number of rows
     * @param numCols number of columns
     */
    public Grid(int numRows, int numCols)
    {
        this.numRows = numRows;
        this.numCols = numCols;
        values = new double[numRows][numCols];
    }

    /** Stores one value in the grid. */
    public void setEntry(int row, int col, double v)
    {
        values[row][col] = v;
    }

    private String dims()
    {
        return numRows + "x" + numCols;
    }

    /**
     * Element-wise sum. Both grids need identical dimensions.
     */
    public Grid plus(Grid that)
    {
        if (numRows != that.numRows || numCols != that.numCols)
            throw new IllegalArgumentException("cannot add " + dims() + " and " + that.dims());

        Grid res = new Grid(numRows, numCols);
        for (int row = 0; row < numRows; row++)
            for (int col = 0; col < numCols; col++)
                res.values[row][col] = values[row][col] + that.values[row][col];
        return res;
    }

    /**
     * Matrix product this * that.
     * The number of columns here has to match the number of rows of the other one.
     */
    public Grid times(Grid that)
    {
        if (numCols != that.numRows)
            throw new IllegalArgumentException("cannot multiply " + dims() + " by " + that.dims());

        Grid res = new Grid(numRows, that.numCols);
        for (int row = 0; row < numRows; row++)
        {
            for (int col = 0; col < that.numCols; col++)
            {
                double dot = 0;
                for (int step = 0; step < numCols; step++)
                    dot += values[row][step] * that.values[step][col];
                res.values[row][col] = dot;
            }
        }
        return res;
    }

    /** Rows become columns. */
    public Grid flipped()
    {
        Grid res = new Grid(numCols, numRows);
        for (int row = 0; row < numRows; row++)
            for (int col = 0; col < numCols; col++)
                res.values[col][row] = values[row][col];
        return res;
    }

    /** Multiplies every entry by factor. */
    public Grid scaledBy(double factor)
    {
        Grid res = new Grid(numRows, numCols);
        for (int row = 0; row < numRows; row++)
            for (int col = 0; col < numCols; col++)
                res.values[row][col] = values[row][col] * factor;
        return res;
    }

    /** Compares with a small tolerance because of rounding. */
    public boolean sameAs(Grid that)
    {
        if (numRows != that.numRows || numCols != that.numRows) return false;
        for (int row = 0; row < numRows; row++)
            for (int col = 0; col < numCols; col++)
                if (Math.abs(values[row][col] - that.values[row][col]) > Main.TOLERANCE) return false;
        return true;
    }

    /**
     * Determinant by Laplace expansion on row 0.
     * Recursive, so it handles any square size.
     */
    public double computeDeterminant()
    {
        if (numRows != numCols)
            throw new IllegalArgumentException("determinant needs a square matrix, got " + dims());
        if (numRows == 1) return values[0][0];
        if (numRows == 2) return values[0][0] * values[1][1] - values[0][1] * values[1][0];

        double acc = 0;
        int sgn = 1;
        for (int col = 0; col < numCols; col++)
        {
            acc += sgn * values[0][col] * without(0, col).computeDeterminant();
            sgn = -sgn;   // alternate + - + -
        }
        return acc;
    }

    /** Returns the sub-grid with skipRow and skipCol removed. */
    private Grid without(int skipRow, int skipCol)
    {
        Grid sub = new Grid(numRows - 1, numCols - 1);
        int destRow = 0;
        for (int row = 0; row < numRows; row++)
        {
            if (row == skipRow) continue;
            int destCol = 0;
            for (int col = 0; col < numCols; col++)
            {
                if (col == skipCol) continue;
                sub.values[destRow][destCol++] = values[row][col];
            }
            destRow++;
        }
        return sub;
    }

    /** Prints the grid, one row per line. */
    public void display()
    {
        for (int row = 0; row < numRows; row++)
        {
            for (int col = 0; col < numCols; col++)
                System.out.printf("%" + Main.CELL_WIDTH + ".2f", values[row][col]);
            System.out.println();
        }
    }
}

public class Main
{
    static final double TOLERANCE = 1e-9;
    static final int CELL_WIDTH = 9;
    static Scanner keyboard = new Scanner(System.in);

    /** Asks for the dimensions and then every entry. */
    public static Grid inputGrid(String label)
    {
        System.out.print("Size of " + label + " (rows cols): ");
        int nr = keyboard.nextInt();
        int nc = keyboard.nextInt();
        Grid g = new Grid(nr, nc);
        System.out.println("Enter the " + (nr * nc) + " entries of " + label + " row by row:");
        for (int row = 0; row < nr; row++)
            for (int col = 0; col < nc; col++)
                g.setEntry(row, col, keyboard.nextDouble());
        return g;
    }

    public static void main(String[] args)
    {
        int option = 0;
        System.out.println("=== Matrix Calculator ===");
        Grid first = inputGrid("A");
        Grid second = inputGrid("B");

        System.out.println("\nMatrix A:");
        first.display();
        System.out.println("Matrix B:");
        second.display();

        // sum and product can both fail on bad sizes
        try
        {
            System.out.println("A + B:");
            first.plus(second).display();
            System.out.println("A * B:");
            first.times(second).display();
        }
        catch (IllegalArgumentException ex)
        {
            System.out.println("Error: " + ex.getMessage());
        }

        System.out.println("Transpose of A:");
        first.flipped().display();

        System.out.print("Scalar to multiply A by: ");
        double factor = keyboard.nextDouble();
        System.out.println(factor + " * A:");
        first.scaledBy(factor).display();

        System.out.println("A equals B? " + first.sameAs(second));

        try
        {
            System.out.printf("det(A) = %.3f%n", first.computeDeterminant());
            System.out.printf("det(B) = %.3f%n", second.computeDeterminant());
        }
        catch (IllegalArgumentException ex)
        {
            System.out.println("Error: " + ex.getMessage());
        }
    }
}
