import java.util.*;

/**
 * Figures assignment.
 * Reads one figure per line from standard input and prints information about them.
 */
public class Main
{
    private static final int LIMIT = 100;
    private static final String STOP_WORD = "end";

    private static ArrayList<Figure> figures = new ArrayList<>();
    private static int invalidCount = 0;

    /** Sorts the list in place by area, smallest first (selection sort). */
    private static void orderBySize(List<Figure> figs)
    {
        int k, m, smallest;
        Figure temp;
        for (k = 0; k < figs.size() - 1; k++)
        {
            smallest = k;
            for (m = k + 1; m < figs.size(); m++)
            {
                if (figs.get(m).computeArea() < figs.get(smallest).computeArea())
                    smallest = m;
            }
            temp = figs.get(k);
            figs.set(k, figs.get(smallest));
            figs.set(smallest, temp);
        }
    }

    /** Finds the figure with the biggest area (list must not be empty). */
    private static Figure getBiggest(List<Figure> figs)
    {
        Figure best = figs.get(0);
        for (int k = 1; k < figs.size(); k++)
        {
            if (figs.get(k).computeArea() > best.computeArea())
                best = figs.get(k);
        }
        return best;
    }

    /** True if the three lengths can be the sides of a triangle. */
    private static boolean isTriangle(double p, double q, double r)
    {
        return !(p + q <= r || p + r <= q || q + r <= p);
    }

    /**
     * Turns one input line into a figure.
     * @param text the text typed by the user
     * @return the figure, or null when the line is invalid
     */
    private static Figure buildFigure(final String text)
    {
        final String[] tokens = text.split("\\s+");
        final String name = tokens[0].toLowerCase();
        double[] values = new double[tokens.length - 1];
        int k;
        try
        {
            for (k = 1; k < tokens.length; k++)
            {
                values[k - 1] = Double.parseDouble(tokens[k]);
                if (values[k - 1] <= 0)
                    return null;
            }
        }
        catch (NumberFormatException ex)
        {
            return null;
        }
        if (name.equals("circle") && values.length == 1)
            return new RoundFigure(values[0]);
        else if (name.equals("rect") && values.length == 2)
            return new RectFigure(values[0], values[1]);
        else if (name.equals("square") && values.length == 1)
            return new RectFigure(values[0], values[0]);
        else if (name.equals("triangle") && values.length == 3 && isTriangle(values[0], values[1], values[2]))
            return new TriFigure(values[0], values[1], values[2]);
        return null;
    }

    /** Reads lines until "end" or end of input and fills the figures list. */
    private static void readFigures(Scanner input)
    {
        int lineNumber = 0;
        String text;
        Figure fig;
        while (input.hasNextLine() && figures.size() < LIMIT)
        {
            text = input.nextLine().trim();
            lineNumber++;
            if (text.equals(STOP_WORD))
                break;
            if (text.length() == 0)
                continue; // skip blank lines
            fig = buildFigure(text);
            if (fig == null)
            {
                System.out.println("Invalid shape on line " + lineNumber + ": " + text);
                invalidCount++;
            }
            else
            {
                figures.add(fig);
            }
        }
    }

    /** Prints the list under a heading, either numbered or just indented. */
    private static void printFigures(String heading, List<Figure> figs, boolean numbered)
    {
        System.out.println(heading);
        for (int k = 0; k < figs.size(); k++)
        {
            if (numbered)
                System.out.println((k + 1) + ". " + figs.get(k));
            else
                System.out.println("  " + figs.get(k));
        }
    }

    public static void main(String[] args)
    {
        System.out.println("Enter shapes (circle r / rect w h / square s / triangle a b c), 'end' to stop:");
        readFigures(new Scanner(System.in));
        if (figures.size() == 0)
        {
            System.out.println("No valid shapes.");
            return;
        }
        printFigures("\nShapes:", figures, true);
        double sumArea = 0;
        for (Figure f : figures)
        {
            sumArea += f.computeArea();
        }
        System.out.printf("Total area: " + Figure.NUM_FMT + "\n", sumArea);
        System.out.println("Largest: " + getBiggest(figures));
        orderBySize(figures);
        printFigures("\nSorted by area:", figures, false);
        System.out.println(invalidCount + " line(s) rejected");
    }
}

/**
 * Base class for every figure.
 */
abstract class Figure
{
    static final String NUM_FMT = "%.2f";

    private final String label;

    Figure(String label)
    {
        this.label = label;
    }

    /** @return the perimeter of the figure */
    abstract double computePerimeter();

    /** @return the area of the figure */
    abstract double computeArea();

    String getLabel()
    {
        return label;
    }

    @Override
    public String toString()
    {
        return getLabel() + " area=" + String.format(NUM_FMT, computeArea()) + " perimeter=" + String.format(NUM_FMT, computePerimeter());
    }
}

/** A triangle given by its three sides. */
class TriFigure extends Figure
{
    private final double side1, side2, side3;

    TriFigure(double side1, double side2, double side3)
    {
        super("triangle");
        this.side1 = side1;
        this.side2 = side2;
        this.side3 = side3;
    }

    double computePerimeter()
    {
        return side1 + side2 + side3;
    }

    /** Area using Heron's formula with the semi-perimeter. */
    double computeArea()
    {
        double half = computePerimeter() / 2;
        return Math.sqrt(half * (half - side1) * (half - side2) * (half - side3));
    }
}

/** A rectangle given by its two side lengths. */
class RectFigure extends Figure
{
    private final double breadth;
    private final double length;

    RectFigure(final double br, final double len)
    {
        super("rectangle");
        breadth = br;
        length = len;
    }

    double computePerimeter()
    {
        return 2 * (breadth + length);
    }

    double computeArea()
    {
        return breadth * length;
    }
}

/** A circle given by its radius. */
class RoundFigure extends Figure
{
    private final double radiusLen;

    RoundFigure(final double rad)
    {
        super("circle");
        radiusLen = rad;
    }

    double computePerimeter()
    {
        return 2 * Math.PI * radiusLen;
    }

    double computeArea()
    {
        return Math.PI * radiusLen * radiusLen;
    }
}
