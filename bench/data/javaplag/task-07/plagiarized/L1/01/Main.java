import java.util.ArrayList;
import java.util.Scanner;

/**
 * Shapes assignment.
 * Reads one shape per line from standard input and prints information about them.
 */

/**
 * Base class for every shape.
 */
abstract class Shape
{
    protected String kind;

    public Shape(String kind)
    {
        this.kind = kind;
    }

    /** @return the area of the shape */
    public abstract double area();

    /** @return the perimeter of the shape */
    public abstract double perimeter();

    public String getKind()
    {
        return kind;
    }

    public String toString()
    {
        return kind + " area=" + String.format("%.2f", area()) + " perimeter=" + String.format("%.2f", perimeter());
    }
}

/** A circle given by its radius. */
class Circle extends Shape
{
    private double radius;

    public Circle(double r)
    {
        super("circle");
        radius = r;
    }

    public double area()
    {
        return Math.PI * radius * radius;
    }

    public double perimeter()
    {
        return 2 * Math.PI * radius;
    }
}

/** A rectangle given by width and height. */
class Rectangle extends Shape
{
    private double width, height;

    public Rectangle(double w, double h)
    {
        super("rectangle");
        width = w;
        height = h;
    }

    public double area()
    {
        return width * height;
    }

    public double perimeter()
    {
        return 2 * (width + height);
    }
}

/** A triangle given by its three sides. */
class Triangle extends Shape
{
    private double a, b, c;

    public Triangle(double a, double b, double c)
    {
        super("triangle");
        this.a = a;
        this.b = b;
        this.c = c;
    }

    /** Area using Heron's formula with the semi-perimeter. */
    public double area()
    {
        double s = perimeter() / 2;
        return Math.sqrt(s * (s - a) * (s - b) * (s - c));
    }

    public double perimeter()
    {
        return a + b + c;
    }
}

public class Main
{
    static final int MAX_SHAPES = 100;

    public static void main(String[] args)
    {
        Scanner sc = new Scanner(System.in);
        ArrayList<Shape> shapes = new ArrayList<Shape>();
        int lineNo = 0, rejected = 0;
        System.out.println("Enter shapes (circle r / rect w h / square s / triangle a b c), 'end' to stop:");
        while (sc.hasNextLine() && shapes.size() < MAX_SHAPES)
        {
            String line = sc.nextLine().trim();
            lineNo++;
            if (line.equals("end"))
                break;
            if (line.length() == 0)
                continue; // skip blank lines
            Shape s = parseShape(line);
            if (s == null)
            {
                System.out.println("Invalid shape on line " + lineNo + ": " + line);
                rejected++;
            }
            else
            {
                shapes.add(s);
            }
        }
        if (shapes.size() == 0)
        {
            System.out.println("No valid shapes.");
            return;
        }
        // print everything we read
        System.out.println("\nShapes:");
        for (int i = 0; i < shapes.size(); i++)
        {
            System.out.println((i + 1) + ". " + shapes.get(i));
        }
        // add up the areas
        double total = 0;
        for (Shape s : shapes)
        {
            total += s.area();
        }
        System.out.printf("Total area: %.2f\n", total);
        Shape biggest = findLargest(shapes);
        System.out.println("Largest: " + biggest);
        sortByArea(shapes);
        System.out.println("\nSorted by area:");
        for (Shape s : shapes)
        {
            System.out.println("  " + s);
        }
        System.out.println(rejected + " line(s) rejected");
    }

    /**
     * Turns one input line into a shape.
     * @param line the text typed by the user
     * @return the shape, or null when the line is invalid
     */
    static Shape parseShape(String line)
    {
        String[] parts = line.split("\\s+");
        String type = parts[0].toLowerCase();
        double[] nums = new double[parts.length - 1];
        try
        {
            for (int i = 1; i < parts.length; i++)
            {
                nums[i - 1] = Double.parseDouble(parts[i]);
                if (nums[i - 1] <= 0)
                    return null;
            }
        }
        catch (NumberFormatException e)
        {
            return null;
        }
        if (type.equals("circle") && nums.length == 1)
        {
            return new Circle(nums[0]);
        }
        else if (type.equals("rect") && nums.length == 2)
        {
            return new Rectangle(nums[0], nums[1]);
        }
        else if (type.equals("square") && nums.length == 1)
        {
            return new Rectangle(nums[0], nums[0]);
        }
        else if (type.equals("triangle") && nums.length == 3)
        {
            // the sides must be able to form a real triangle
            if (nums[0] + nums[1] <= nums[2] || nums[0] + nums[2] <= nums[1] || nums[1] + nums[2] <= nums[0])
            {
                return null;
            }
            return new Triangle(nums[0], nums[1], nums[2]);
        }
        return null;
    }

    /** Finds the shape with the biggest area (list must not be empty). */
    static Shape findLargest(ArrayList<Shape> list)
    {
        Shape max = list.get(0);
        for (int i = 1; i < list.size(); i++)
        {
            if (list.get(i).area() > max.area())
                max = list.get(i);
        }
        return max;
    }

    /** Sorts the list in place by area, smallest first (selection sort). */
    static void sortByArea(ArrayList<Shape> list)
    {
        for (int i = 0; i < list.size() - 1; i++)
        {
            int min = i;
            for (int j = i + 1; j < list.size(); j++)
            {
                if (list.get(j).area() < list.get(min).area())
                    min = j;
            }
            Shape tmp = list.get(i);
            list.set(i, list.get(min));
            list.set(min, tmp);
        }
    }
}
