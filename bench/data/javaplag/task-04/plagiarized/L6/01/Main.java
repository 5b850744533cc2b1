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

    /** Asks for the dimensions (until they make sense) and then every entry. */
    static Grid read(Scanner keyboard, String label)
    {
        int nr, nc;
        while (true)
        {
            System.out.printf("Size of %s (rows cols): ", label);
            nr = Integer.parseInt(keyboard.next());
            nc = Integer.parseInt(keyboard.next());
            if (nr > 0 && nc > 0) break;
            System.out.println("Both sizes must be at least 1, try again.");
        }
        Grid g = new Grid(nr, nc);
        System.out.printf("Enter the %d entries of %s row by row:%n", nr * nc, label);
        for (int k = 0; k < nr * nc; k++)
            g.values[k / nc][k % nc] = Double.parseDouble(keyboard.next());
        return g;
    }

    /** Prints the grid, one row per line. */
    void display()
    {
        for (double[] r : values)
        {
            StringBuilder line = new StringBuilder();
            for (double v : r)
                line.append(String.format("%9.2f", v));
            System.out.println(line);
        }
    }

    /** Compares two grids with a small tolerance because of rounding. */
    static boolean same(final Grid x, final Grid y)
    {
        boolean equal = x.numRows == y.numRows && x.numCols == y.numRows;
        for (int row = 0; equal && row < x.numRows; row += 1)
        {
            for (int col = 0; col < x.numCols; col += 1)
            {
                if (Math.abs(x.values[row][col] - y.values[row][col]) <= TOLERANCE) continue;
                equal = false;
                break;
            }
        }
        return equal;
    }

    /** Rows become columns. */
    public Grid flipped()
    {
        Grid res = new Grid(numCols, numRows);
        for (int col = 0; col < numCols; col = col + 1)
            for (int row = 0; row < numRows; row = row + 1)
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
        if (numRows == that.numRows && numCols == that.numCols)
        {
            Grid res = new Grid(numRows, numCols);
            for (int row = 0; row < numRows; row += 1)
                for (int col = 0; col < numCols; col += 1)
                    res.values[row][col] = that.values[row][col] + values[row][col];
            return res;
        }
        throw new IllegalArgumentException(String.format("cannot add %dx%d and %dx%d",
                numRows, numCols, that.numRows, that.numCols));
    }

    /**
     * Matrix product this * that.
     * The number of columns here has to match the number of rows of the other one.
     */
    public Grid times(final Grid that)
    {
        if (numCols != that.numRows)
            throw new IllegalArgumentException(String.format("cannot multiply %dx%d by %dx%d",
                    numRows, numCols, that.numRows, that.numCols));

        Grid res = new Grid(numRows, that.numCols);
        // accumulate row by row: res[row] += values[row][step] * that[step]
        for (int row = 0; row < numRows; row++)
        {
            for (int step = 0; step < numCols; step++)
            {
                double v = values[row][step];
                for (int col = 0; col < that.numCols; col++)
                    res.values[row][col] += v * that.values[step][col];
            }
        }
        return res;
    }

    /**
     * Determinant by Laplace expansion down column 0.
     * The minor for each row is built right here, then we recurse.
     */
    public double computeDeterminant()
    {
        if (numRows != numCols)
            throw new IllegalArgumentException(String.format(
                    "determinant needs a square matrix, got %dx%d", numRows, numCols));
        if (numRows == 1)
            return values[0][0];

        double acc = 0;
        for (int skipRow = 0; skipRow < numRows; skipRow += 1)
        {
            if (values[skipRow][0] == 0) continue;   // term would be zero anyway
            Grid sub = new Grid(numRows - 1, numCols - 1);
            int destRow = 0;
            for (int row = 0; row < numRows; row += 1)
            {
                if (row == skipRow) continue;
                System.arraycopy(values[row], 1, sub.values[destRow], 0, numCols - 1);
                destRow += 1;
            }
            double term = values[skipRow][0] * sub.computeDeterminant();
            acc += (skipRow % 2 == 0) ? term : -term;
        }
        return acc;
    }
}

public class Main
{
    private static final String TITLE = "=== Matrix Calculator ===";

    static void report(IllegalArgumentException ex)
    {
        System.out.printf("Error -> %s%n", ex.getMessage());
    }

    // sum and product are tried separately so one bad size doesn't hide the other
    static void showSumAndProduct(Grid first, Grid second)
    {
        try
        {
            Grid s = first.plus(second);
            System.out.println("A + B:");
            s.display();
        }
        catch (IllegalArgumentException ex) { report(ex); }
        try
        {
            Grid p = first.times(second);
            System.out.println("A * B:");
            p.display();
        }
        catch (IllegalArgumentException ex) { report(ex); }
    }

    static void showDeterminants(Grid first, Grid second)
    {
        Grid[] both = { first, second };
        String[] names = { "A", "B" };
        for (int i = 0; i < both.length; i++)
        {
            try
            {
                System.out.println("det(" + names[i] + ") = " + String.format("%.3f", both[i].computeDeterminant()));
            }
            catch (IllegalArgumentException ex) { report(ex); }
        }
    }

    public static void main(String[] args)
    {
        Scanner keyboard = new Scanner(System.in);

        System.out.println(TITLE);
        Grid first = Grid.read(keyboard, "A");
        Grid second = Grid.read(keyboard, "B");

        System.out.println("\nMatrix A:");
        first.display();
        System.out.println("Matrix B:");
        second.display();

        showSumAndProduct(first, second);

        System.out.println("Transpose of A:");
        first.flipped().display();

        System.out.print("Scalar to multiply A by: ");
        double factor = Double.parseDouble(keyboard.next());
        System.out.printf("%s * A:%n", factor);
        first.scaledBy(factor).display();

        System.out.println("A equals B? " + (Grid.same(first, second) ? "yes" : "no"));
        showDeterminants(first, second);
    }
}
