import java.util.Scanner;

/*
 * CS1 Project - Geometric Shapes. Shapes are entered one per line until an empty line.
 * Supported: circle, rectangle, square, triangle and (extra credit) ellipse.
 */
public class Main
{
    // maximum number of shapes we can store in the array
    public static final int CAPACITY = 50;

    // one class for all shapes: "type" picks the formulas, "dims" holds the measurements
    static class Shape
    {
        String type;
        double[] dims;

        Shape(String type, double[] dims)
        {
            this.type = type;
            this.dims = dims;
        }

        // area depends on the type of shape
        double area()
        {
            switch (type)
            {
                case "circle":    return Math.PI * dims[0] * dims[0];
                case "ellipse":   return Math.PI * dims[0] * dims[1];
                case "square":    return dims[0] * dims[0];
                case "rectangle": return dims[0] * dims[1];
                default:
                    // triangle: Heron's formula
                    double s = perimeter() / 2.0;
                    return Math.sqrt(s * (s - dims[0]) * (s - dims[1]) * (s - dims[2]));
            }
        }

        // perimeter depends on the type of shape
        double perimeter()
        {
            switch (type)
            {
                case "circle":    return 2.0 * Math.PI * dims[0];
                case "square":    return 4.0 * dims[0];
                case "rectangle": return 2.0 * (dims[0] + dims[1]);
                case "ellipse":
                    // Ramanujan's approximation (there is no exact simple formula)
                    double a = dims[0], b = dims[1];
                    return Math.PI * (3 * (a + b) - Math.sqrt((3 * a + b) * (a + 3 * b)));
                default:          return dims[0] + dims[1] + dims[2];
            }
        }
    }

    // how many numbers each shape needs, or -1 if the shape is unknown
    static int numbersNeeded(String type)
    {
        if (type.equals("circle") || type.equals("square")) return 1;
        if (type.equals("rectangle") || type.equals("ellipse")) return 2;
        if (type.equals("triangle")) return 3;
        return -1;
    }

    // recursive merge sort on the part of the array from lo (inclusive) to hi (exclusive)
    static void mergeSort(Shape[] arr, int lo, int hi)
    {
        if (hi - lo < 2) return;            // zero or one element is already sorted
        int mid = (lo + hi) / 2;
        mergeSort(arr, lo, mid);
        mergeSort(arr, mid, hi);
        Shape[] merged = new Shape[hi - lo];
        int i = lo, j = mid, k = 0;
        while (i < mid && j < hi)
            merged[k++] = (arr[i].area() <= arr[j].area()) ? arr[i++] : arr[j++];
        while (i < mid) merged[k++] = arr[i++];
        while (j < hi) merged[k++] = arr[j++];
        System.arraycopy(merged, 0, arr, lo, merged.length);
    }

    // prints the shapes as a table with a header
    static void printTable(Shape[] arr, int n)
    {
        System.out.printf("%-4s %-10s %12s %12s%n", "#", "Type", "Area", "Perimeter");
        for (int i = 0; i < n; i++)
            System.out.printf("%-4d %-10s %12.3f %12.3f%n", i + 1, arr[i].type, arr[i].area(), arr[i].perimeter());
    }

    public static void main(String[] args)
    {
        Scanner scan = new Scanner(System.in);
        Shape[] shapes = new Shape[CAPACITY];
        int n = 0;
        System.out.println("Enter shapes (e.g. 'circle 2', 'rectangle 3 4', 'triangle 3 4 5', 'ellipse 2 1').");
        System.out.println("Press Enter on an empty line when you are done.");
        // keep reading until an empty line, end of input, or the array is full
        while (n < CAPACITY && scan.hasNextLine())
        {
            String line = scan.nextLine().trim().toLowerCase();
            if (line.isEmpty()) break;
            String[] words = line.split(" +");
            String type = words[0].equals("rect") ? "rectangle" : words[0];

            // check the shape name and the count of numbers
            int needed = numbersNeeded(type);
            if (needed == -1 || words.length - 1 != needed)
            {
                System.out.println("Error: \"" + line + "\" is not a shape I understand.");
                continue;
            }

            // convert the numbers, they all have to be positive
            double[] dims = new double[needed];
            boolean valid = true;
            for (int i = 0; i < needed && valid; i++)
            {
                try { dims[i] = Double.parseDouble(words[i + 1]); }
                catch (NumberFormatException e) { valid = false; }
                if (valid && dims[i] <= 0) valid = false;
            }
            // a triangle also needs each side shorter than the other two together
            if (valid && type.equals("triangle"))
                valid = dims[0] < dims[1] + dims[2] && dims[1] < dims[0] + dims[2] && dims[2] < dims[0] + dims[1];

            if (valid) shapes[n++] = new Shape(type, dims);
            else System.out.println("Error: invalid measurements in \"" + line + "\".");
        }

        if (n == 0) { System.out.println("You did not enter any valid shapes."); return; }

        System.out.println("\nShapes in the order entered:");
        printTable(shapes, n);

        // total area and the index of the largest shape in one loop
        double totalArea = 0.0;
        int largest = 0;
        for (int i = 0; i < n; i++)
        {
            totalArea += shapes[i].area();
            if (shapes[i].area() > shapes[largest].area()) largest = i;
        }
        System.out.printf("%nTotal area: %.3f%n", totalArea);
        System.out.printf("Largest shape: #%d, a %s with area %.3f%n", largest + 1, shapes[largest].type, shapes[largest].area());

        mergeSort(shapes, 0, n);
        System.out.println("\nShapes sorted by area (smallest first):");
        printTable(shapes, n);
    }
}
