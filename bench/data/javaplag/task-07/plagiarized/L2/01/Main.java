import java.util.ArrayList;
import java.util.Scanner;

/**
 * Figures assignment.
 * Reads one figure per line from standard input and prints information about them.
 */

/**
 * Base class for every figure.
 */
abstract class Figure
{
    protected String label;

    public Figure(String label)
    {
        this.label = label;
    }

    /** @return the area of the figure */
    public abstract double computeArea();

    /** @return the perimeter of the figure */
    public abstract double computePerimeter();

    public String getLabel()
    {
        return label;
    }

    public String toString()
    {
        return label + " area=" + String.format("%.2f", computeArea()) + " perimeter=" + String.format("%.2f", computePerimeter());
    }
}

/** A circle given by its radius. */
class RoundFigure extends Figure
{
    private double radiusLen;

    public RoundFigure(double rad)
    {
        super("circle");
        radiusLen = rad;
    }

    public double computeArea()
    {
        return Math.PI * radiusLen * radiusLen;
    }

    public double computePerimeter()
    {
        return 2 * Math.PI * radiusLen;
    }
}

/** A rectangle given by its two side lengths. */
class RectFigure extends Figure
{
    private double breadth, length;

    public RectFigure(double br, double len)
    {
        super("rectangle");
        breadth = br;
        length = len;
    }

    public double computeArea()
    {
        return breadth * length;
    }

    public double computePerimeter()
    {
        return 2 * (breadth + length);
    }
}

/** A triangle given by its three sides. */
class TriFigure extends Figure
{
    private double side1, side2, side3;

    public TriFigure(double side1, double side2, double side3)
    {
        super("triangle");
        this.side1 = side1;
        this.side2 = side2;
        this.side3 = side3;
    }

    /** Area using Heron's formula with the semi-perimeter. */
    public double computeArea()
    {
        double half = computePerimeter() / 2;
        return Math.sqrt(half * (half - side1) * (half - side2) * (half - side3));
    }

    public double computePerimeter()
    {
        return side1 + side2 + side3;
    }
}

public class Main
{
    static final int LIMIT = 100;

    public static void main(String[] args)
    {
        Scanner input = new Scanner(System.in);
        ArrayList<Figure> figures = new ArrayList<Figure>();
        int lineNumber = 0, invalidCount = 0;
        System.out.println("Enter shapes (circle r / rect w h / square s / triangle a b c), 'end' to stop:");
        while (input.hasNextLine() && figures.size() < LIMIT)
        {
            String text = input.nextLine().trim();
            lineNumber++;
            if (text.equals("end"))
                break;
            if (text.length() == 0)
                continue; // skip blank lines
            Figure fig = buildFigure(text);
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
        double sumArea = 0;
        for (Figure fig : figures)
        {
            sumArea += fig.computeArea();
        }
        System.out.printf("Total area: %.2f\n", sumArea);
        Figure largest = getBiggest(figures);
        System.out.println("Largest: " + largest);
        orderBySize(figures);
        System.out.println("\nSorted by area:");
        for (Figure fig : figures)
        {
            System.out.println("  " + fig);
        }
        System.out.println(invalidCount + " line(s) rejected");
    }

    /**
     * Turns one input line into a figure.
     * @param text the text typed by the user
     * @return the figure, or null when the line is invalid
     */
    static Figure buildFigure(String text)
    {
        String[] tokens = text.split("\\s+");
        String name = tokens[0].toLowerCase();
        double[] values = new double[tokens.length - 1];
        try
        {
            for (int k = 1; k < tokens.length; k++)
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
    static Figure getBiggest(ArrayList<Figure> figs)
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
    static void orderBySize(ArrayList<Figure> figs)
    {
        for (int k = 0; k < figs.size() - 1; k++)
        {
            int smallest = k;
            for (int m = k + 1; m < figs.size(); m++)
            {
                if (figs.get(m).computeArea() < figs.get(smallest).computeArea())
                    smallest = m;
            }
            Figure temp = figs.get(k);
            figs.set(k, figs.get(smallest));
            figs.set(smallest, temp);
        }
    }
}
