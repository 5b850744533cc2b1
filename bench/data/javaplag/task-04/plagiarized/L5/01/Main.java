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
        System.out.printf("Size of %s (rows cols): ", label);
        final int nr = Integer.parseInt(keyboard.next());
        final int nc = Integer.parseInt(keyboard.next());
        Grid g = new Grid(nr, nc);
        System.out.printf("Enter the %d entries of %s row by row:%n", nr * nc, label);
        for (int row = 0; row < nr; row += 1)
            for (int col = 0; col < nc; col += 1)
                g.values[row][col] = Double.parseDouble(keyboard.next());
        return g;
    }

    /** Prints the grid, one row per line. */
    void display()
    {
        int row = 0;
        while (row < numRows)
        {
            StringBuilder line = new StringBuilder();
            for (double v : values[row])
                line.append(String.format("%9.2f", v));
            System.out.println(line);
            row++;
        }
    }

    /** Compares two grids with a small tolerance because of rounding. */
    static boolean same(final Grid x, final Grid y)
    {
        if (!(x.numRows == y.numRows && x.numCols == y.numRows)) return false;
        for (int row = 0; row < x.numRows; row += 1)
            for (int col = 0; col < x.numCols; col += 1)
                if (Math.abs(x.values[row][col] - y.values[row][col]) > TOLERANCE) return false;
        return true;
    }

    /** Rows become columns. */
    public Grid flipped()
    {
        Grid res = new Grid(numCols, numRows);
        for (int row = 0; row < numRows; row = row + 1)
            for (int col = 0; col < numCols; col = col + 1)
                res.values[col][row] = values[row][col];
        return res;
    }

    /** Multiplies every entry by factor. */
    public Grid scaledBy(final double factor)
    {
        Grid res = new Grid(numRows, numCols);
        for (int row = 0; row < numRows; row = row + 1)
            for (int col = 0; col < numCols; col = col + 1)
                res.values[row][col] = factor * values[row][col];
        return res;
    }

    /**
     * Element-wise sum. Both grids need identical dimensions.
     */
    public Grid plus(final Grid that)
    {
        if (!(numRows == that.numRows && numCols == that.numCols))
            throw new IllegalArgumentException(String.format("cannot add %dx%d and %dx%d",
                    numRows, numCols, that.numRows, that.numCols));

        Grid res = new Grid(numRows, numCols);
        for (int row = 0; row < numRows; row += 1)
            for (int col = 0; col < numCols; col += 1)
                res.values[row][col] = that.values[row][col] + values[row][col];
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
            throw new IllegalArgumentException(String.format("cannot multiply %dx%d by %dx%d",
                    numRows, numCols, that.numRows, that.numCols));

        res = new Grid(numRows, that.numCols);
        row = 0;
        while (row < numRows)
        {
            for (col = 0; col < that.numCols; col += 1)
            {
                dot = 0;
                step = 0;
                while (step < numCols)
                {
                    dot = dot + values[row][step] * that.values[step][col];
                    step++;
                }
                res.values[row][col] = dot;
            }
            row++;
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
            throw new IllegalArgumentException(String.format(
                    "determinant needs a square matrix, got %dx%d", numRows, numCols));
        switch (numRows)
        {
            case 1:
                return values[0][0];
            case 2:
                return values[0][0] * values[1][1] - values[0][1] * values[1][0];
            default:
                break;
        }

        for (int skipCol = 0; skipCol < numCols; skipCol += 1)
        {
            Grid sub = new Grid(numRows - 1, numCols - 1);
            for (int row = 1; row < numRows; row += 1)
            {
                int destCol = 0;
                for (int col = 0; col < numCols; col += 1)
                {
                    if (col != skipCol)
                    {
                        sub.values[row - 1][destCol] = values[row][col];
                        destCol += 1;
                    }
                }
            }
            acc += sgn * values[0][skipCol] * sub.computeDeterminant();
            sgn *= -1;   // alternate + - + -
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
            System.out.printf("Error: %s%n", ex.getMessage());
        }
    }

    static void showDeterminants(Grid first, Grid second)
    {
        try
        {
            System.out.println("det(A) = " + String.format("%.3f", first.computeDeterminant()));
            System.out.println("det(B) = " + String.format("%.3f", second.computeDeterminant()));
        }
        catch (IllegalArgumentException ex)
        {
            System.out.printf("Error: %s%n", ex.getMessage());
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
        factor = Double.parseDouble(keyboard.next());
        System.out.printf("%s * A:%n", factor);
        first.scaledBy(factor).display();

        System.out.printf("A equals B? %b%n", Grid.same(first, second));
        showDeterminants(first, second);
    }
}
