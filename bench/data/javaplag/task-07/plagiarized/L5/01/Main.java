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
        int k = 0, m, smallest;
        Figure temp;
        while (k < figs.size() - 1)
        {
            smallest = k;
            m = k + 1;
            while (m < figs.size())
            {
                if (figs.get(m).computeArea() < figs.get(smallest).computeArea())
                    smallest = m;
                m += 1;
            }
            temp = figs.get(k);
            figs.set(k, figs.get(smallest));
            figs.set(smallest, temp);
            k += 1;
        }
    }

    /** Finds the figure with the biggest area (list must not be empty). */
    private static Figure getBiggest(List<Figure> figs)
    {
        Figure best = figs.get(0);
        for (Figure f : figs)
        {
            if (f.computeArea() > best.computeArea())
                best = f;
        }
        return best;
    }

    /** True if the three lengths can be the sides of a triangle. */
    private static boolean isTriangle(double p, double q, double r)
    {
        return p + q > r && p + r > q && q + r > p;
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
        int k = 1;
        try
        {
            while (k < tokens.length)
            {
                double v = Double.parseDouble(tokens[k]);
                if (v <= 0)
                    return null;
                values[k - 1] = v;
                k = k + 1;
            }
        }
        catch (NumberFormatException ex)
        {
            return null;
        }
        switch (name)
        {
            case "circle":
                if (values.length == 1)
                    return new RoundFigure(values[0]);
                break;
            case "rect":
                if (values.length == 2)
                    return new RectFigure(values[0], values[1]);
                break;
            case "square":
                if (values.length == 1)
                    return new RectFigure(values[0], values[0]);
                break;
            case "triangle":
                if (values.length == 3 && isTriangle(values[0], values[1], values[2]))
                    return new TriFigure(values[0], values[1], values[2]);
                break;
            default:
                break;
        }
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
            lineNumber = lineNumber + 1;
            if (STOP_WORD.equals(text))
                break;
            if (text.isEmpty())
                continue; // skip blank lines
            fig = buildFigure(text);
            if (fig != null)
            {
                figures.add(fig);
            }
            else
            {
                System.out.println(String.format("Invalid shape on line %d: %s", lineNumber, text));
                invalidCount += 1;
            }
        }
    }

    /** Prints the list under a heading, either numbered or just indented. */
    private static void printFigures(String heading, List<Figure> figs, boolean numbered)
    {
        System.out.println(heading);
        int k = 0;
        for (Figure f : figs)
        {
            String prefix = numbered ? (k + 1) + ". " : "  ";
            System.out.println(prefix + f);
            k++;
        }
    }

    public static void main(String[] args)
    {
        System.out.println("Enter shapes (circle r / rect w h / square s / triangle a b c), 'end' to stop:");
        readFigures(new Scanner(System.in));
        if (figures.isEmpty())
        {
            System.out.println("No valid shapes.");
            return;
        }
        printFigures("\nShapes:", figures, true);
        double sumArea = 0;
        int k = 0;
        while (k < figures.size())
        {
            sumArea = sumArea + figures.get(k).computeArea();
            k++;
        }
        System.out.println(String.format("Total area: " + Figure.NUM_FMT, sumArea));
        System.out.println("Largest: " + getBiggest(figures));
        orderBySize(figures);
        printFigures("\nSorted by area:", figures, false);
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
        super("rectangle");
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
