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

    /** Sorts the list in place by area, smallest first (insertion sort). */
    private static void orderBySize(List<Figure> figs)
    {
        for (int k = 1; k < figs.size(); k += 1)
        {
            Figure current = figs.get(k);
            int m = k - 1;
            while (m >= 0 && figs.get(m).computeArea() > current.computeArea())
            {
                figs.set(m + 1, figs.get(m));
                m -= 1;
            }
            figs.set(m + 1, current);
        }
    }

    /** Biggest area among figs[from..end], done recursively. */
    private static Figure getBiggest(List<Figure> figs, int from)
    {
        if (from == figs.size() - 1)
            return figs.get(from);
        Figure rest = getBiggest(figs, from + 1);
        Figure here = figs.get(from);
        return here.computeArea() >= rest.computeArea() ? here : rest;
    }

    /** True if the three lengths can be the sides of a triangle. */
    private static boolean isTriangle(double p, double q, double r)
    {
        double longest = Math.max(p, Math.max(q, r));
        return p + q + r - longest > longest;
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
        try
        {
            for (int k = 1; k < tokens.length; k += 1)
            {
                values[k - 1] = Double.parseDouble(tokens[k]);
            }
        }
        catch (NumberFormatException ex)
        {
            return null;
        }
        for (double v : values)
        {
            if (v <= 0)
                return null;
        }
        switch (name)
        {
            case "circle":
                return values.length != 1 ? null : new RoundFigure(values[0]);
            case "rect":
                return values.length != 2 ? null : new RectFigure(values[0], values[1]);
            case "square":
                return values.length != 1 ? null : new RectFigure(values[0], values[0]);
            case "triangle":
                if (values.length != 3 || !isTriangle(values[0], values[1], values[2]))
                    return null;
                return new TriFigure(values[0], values[1], values[2]);
            default:
                return null;
        }
    }

    /** Reads lines until "end" or end of input and fills the figures list. */
    private static void readFigures(Scanner input)
    {
        int lineNumber = 0;
        while (true)
        {
            if (!input.hasNextLine() || figures.size() >= LIMIT)
                break;
            String text = input.nextLine().trim();
            lineNumber = lineNumber + 1;
            if (STOP_WORD.equalsIgnoreCase(text))
                break;
            if (text.isEmpty())
                continue; // skip blank lines
            Figure fig = buildFigure(text);
            if (fig == null)
            {
                System.out.println(String.format("Line %d rejected: %s", lineNumber, text));
                invalidCount += 1;
                continue;
            }
            figures.add(fig);
        }
    }

    /** Prints the list under a heading, either numbered or just indented. */
    private static void printFigures(String heading, List<Figure> figs, boolean numbered)
    {
        System.out.println(heading);
        int k = 0;
        for (Figure f : figs)
        {
            k++;
            System.out.println((numbered ? k + ". " : "  ") + f);
        }
    }

    public static void main(String[] args)
    {
        System.out.println("Enter shapes (circle r / rect w h / square s / triangle a b c), 'end' to stop:");
        readFigures(new Scanner(System.in));
        if (!figures.isEmpty())
        {
            printFigures("\nShapes:", figures, true);
            double sumArea = 0;
            for (int k = figures.size() - 1; k >= 0; k--)
                sumArea += figures.get(k).computeArea();
            System.out.println(String.format("Total area: " + Figure.NUM_FMT, sumArea));
            System.out.println("Largest: " + getBiggest(figures, 0));
            orderBySize(figures);
            printFigures("\nSorted by area (smallest first):", figures, false);
        }
        else
        {
            System.out.println("No valid shapes.");
        }
        if (invalidCount > 0)
            System.out.println(String.format("%d line(s) rejected", invalidCount));
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
        StringBuilder sb = new StringBuilder(getLabel());
        sb.append(" area=").append(String.format(NUM_FMT, computeArea()));
        sb.append(" perimeter=").append(String.format(NUM_FMT, computePerimeter()));
        return sb.toString();
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
        double half = computePerimeter() * 0.5;
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
        super(br == len ? "square" : "rectangle");
        breadth = br;
        length = len;
    }

    double computePerimeter()
    {
        return breadth + breadth + length + length;
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
        return Math.PI * Math.pow(radiusLen, 2);
    }
}
