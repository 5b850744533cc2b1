import java.util.*;

/**
 * Matrix operations lab.
 * The program asks for two matrices and then demonstrates
 * addition, multiplication, transpose, scaling, equality and determinants.
 */
class Grid
{
    private static final double TOLERANCE = 1.0E-9;

    private final double[][] values;
    private final int numRows;
    private final int numCols;

    /**
     * Creates an empty (all zero) grid.
     * @param numRows number of rows
     * @param numCols number of columns
     */
    Grid(int numRows, int numCols)
    {
        this.numRows = numRows;
        this.numCols = numCols;
        values = new double[numRows][numCols];
    }

    /** Asks for the dimensions and then every entry. */
    static Grid read(Scanner keyboard, String label)
    {
        System.out.print("Size of " + label + " (rows cols): ");
        final int nr = keyboard.nextInt();
        final int nc = keyboard.nextInt();
        Grid g = new Grid(nr, nc);
        System.out.println("Enter the " + (nr * nc) + " entries of " + label + " row by row:");
        for (int row = 0; row < nr; row++)
            for (int col = 0; col < nc; col++)
                g.values[row][col] = keyboard.nextDouble();
        return g;
    }

    /** Prints the grid, one row per line. */
    void display()
    {
        for (int row = 0; row < numRows; row++)
        {
            for (int col = 0; col < numCols; col++)
                System.out.printf("%9.2f", values[row][col]);
            System.out.println();
        }
    }

    /** Compares two grids with a small tolerance because of rounding. */
    static boolean same(final Grid x, final Grid y)
    {
        if (x.numRows != y.numRows || x.numCols != y.numRows) return false;
        for (int row = 0; row < x.numRows; row++)
            for (int col = 0; col < x.numCols; col++)
                if (Math.abs(x.values[row][col] - y.values[row][col]) > TOLERANCE) return false;
        return true;
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
    public Grid scaledBy(final double factor)
    {
        Grid res = new Grid(numRows, numCols);
        for (int row = 0; row < numRows; row++)
            for (int col = 0; col < numCols; col++)
                res.values[row][col] = values[row][col] * factor;
        return res;
    }

    /**
     * Element-wise sum. Both grids need identical dimensions.
     */
    public Grid plus(final Grid that)
    {
        if (numRows != that.numRows || numCols != that.numCols)
            throw new IllegalArgumentException("cannot add " + numRows + "x" + numCols
                    + " and " + that.numRows + "x" + that.numCols);

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
    public Grid times(final Grid that)
    {
        int row, col, step;
        double dot;
        Grid res;

        if (numCols != that.numRows)
            throw new IllegalArgumentException("cannot multiply " + numRows + "x" + numCols
                    + " by " + that.numRows + "x" + that.numCols);

        res = new Grid(numRows, that.numCols);
        for (row = 0; row < numRows; row++)
        {
            for (col = 0; col < that.numCols; col++)
            {
                dot = 0;
                for (step = 0; step < numCols; step++)
                    dot += values[row][step] * that.values[step][col];
                res.values[row][col] = dot;
            }
        }
        return res;
    }

    /**
     * Determinant by Laplace expansion on row 0.
     * The minor for each column is built right here, then we recurse.
     */
    public double computeDeterminant()
    {
        double acc = 0;
        int sgn = 1;

        if (numRows != numCols)
            throw new IllegalArgumentException("determinant needs a square matrix, got "
                    + numRows + "x" + numCols);
        if (numRows == 1) return values[0][0];
        if (numRows == 2) return values[0][0] * values[1][1] - values[0][1] * values[1][0];

        for (int skipCol = 0; skipCol < numCols; skipCol++)
        {
            Grid sub = new Grid(numRows - 1, numCols - 1);
            for (int row = 1; row < numRows; row++)
            {
                int destCol = 0;
                for (int col = 0; col < numCols; col++)
                {
                    if (col == skipCol) continue;
                    sub.values[row - 1][destCol++] = values[row][col];
                }
            }
            acc += sgn * values[0][skipCol] * sub.computeDeterminant();
            sgn = -sgn;   // alternate + - + -
        }
        return acc;
    }
}

public class Main
{
    private static final String TITLE = "=== Matrix Calculator ===";

    // sum and product can both fail on bad sizes
    static void showSumAndProduct(Grid first, Grid second)
    {
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
    }

    static void showDeterminants(Grid first, Grid second)
    {
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

    public static void main(String[] args)
    {
        Scanner keyboard = new Scanner(System.in);
        Grid first, second;
        double factor;

        System.out.println(TITLE);
        first = Grid.read(keyboard, "A");
        second = Grid.read(keyboard, "B");

        System.out.println("\nMatrix A:");
        first.display();
        System.out.println("Matrix B:");
        second.display();

        showSumAndProduct(first, second);

        System.out.println("Transpose of A:");
        first.flipped().display();

        System.out.print("Scalar to multiply A by: ");
        factor = keyboard.nextDouble();
        System.out.println(factor + " * A:");
        first.scaledBy(factor).display();

        System.out.println("A equals B? " + Grid.same(first, second));
        showDeterminants(first, second);
    }
}
