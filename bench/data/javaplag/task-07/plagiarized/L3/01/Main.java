import java.util.*;

/**
 * Figures assignment.
 * Reads one figure per line from standard input and prints information about them.
 */

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

    /** @return the area of the figure */
    abstract double computeArea();

    /** @return the perimeter of the figure */
    abstract double computePerimeter();

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

/** A circle given by its radius. */
class RoundFigure extends Figure
{
    private final double radiusLen;

    RoundFigure(final double rad)
    {
        super("circle");
        radiusLen = rad;
    }

    double computeArea()
    {
        return Math.PI * radiusLen * radiusLen;
    }

    double computePerimeter()
    {
        return 2 * Math.PI * radiusLen;
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

    double computeArea()
    {
        return breadth * length;
    }

    double computePerimeter()
    {
        return 2 * (breadth + length);
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

    /** Area using Heron's formula with the semi-perimeter. */
    double computeArea()
    {
        double half = computePerimeter() / 2;
        return Math.sqrt(half * (half - side1) * (half - side2) * (half - side3));
    }

    double computePerimeter()
    {
        return side1 + side2 + side3;
    }
}

public class Main
{
    private static final int LIMIT = 100;
    private static final String STOP_WORD = "end";

    private static ArrayList<Figure> figures = new ArrayList<>();
    private static int invalidCount = 0;

    public static void main(String[] args)
    {
        Scanner input = new Scanner(System.in);
        int lineNumber = 0;
        String text;
        Figure fig;
        double sumArea = 0;
        Figure largest;

        System.out.println("Enter shapes (circle r / rect w h / square s / triangle a b c), 'end' to stop:");
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
        if (figures.size() == 0)
        {
            System.out.println("No valid shapes.");
            return;
        }
        // print everything we read
        System.out.println("\nShapes:");
        for (int k = 0; k < figures.size(); k++)
        {
            System.out.println((k + 1) + ". " + figures.get(k));
        }
        // add up the areas
        for (Figure f : figures)
        {
            sumArea += f.computeArea();
        }
        System.out.printf("Total area: " + Figure.NUM_FMT + "\n", sumArea);
        largest = getBiggest(figures);
        System.out.println("Largest: " + largest);
        orderBySize(figures);
        System.out.println("\nSorted by area:");
        for (Figure f : figures)
        {
            System.out.println("  " + f);
        }
        System.out.println(invalidCount + " line(s) rejected");
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
        {
            return new RoundFigure(values[0]);
        }
        else if (name.equals("rect") && values.length == 2)
        {
            return new RectFigure(values[0], values[1]);
        }
        else if (name.equals("square") && values.length == 1)
        {
            return new RectFigure(values[0], values[0]);
        }
        else if (name.equals("triangle") && values.length == 3)
        {
            // the sides must be able to form a real triangle
            if (values[0] + values[1] <= values[2] || values[0] + values[2] <= values[1] || values[1] + values[2] <= values[0])
            {
                return null;
            }
            return new TriFigure(values[0], values[1], values[2]);
        }
        return null;
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
}
