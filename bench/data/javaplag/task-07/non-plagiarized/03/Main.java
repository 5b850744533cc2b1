import java.util.*;

public class Main
{
    enum ShapeType
    {
        CIRCLE(1) {
            double area(double[] d) { return Math.PI * d[0] * d[0]; }
            double perimeter(double[] d) { return 2 * Math.PI * d[0]; }
        },
        RECTANGLE(2) {
            double area(double[] d) { return d[0] * d[1]; }
            double perimeter(double[] d) { return 2 * d[0] + 2 * d[1]; }
        },
        SQUARE(1) {
            double area(double[] d) { return d[0] * d[0]; }
            double perimeter(double[] d) { return 4 * d[0]; }
        },
        TRIANGLE(3) {
            double area(double[] d)
            {
                double s = perimeter(d) / 2;
                return Math.sqrt(s * (s - d[0]) * (s - d[1]) * (s - d[2]));
            }
            double perimeter(double[] d) { return d[0] + d[1] + d[2]; }
            boolean valid(double[] d)
            {
                double[] c = d.clone();
                Arrays.sort(c);
                return super.valid(d) && c[0] + c[1] > c[2];
            }
        };

        final int params;

        ShapeType(int params) { this.params = params; }

        abstract double area(double[] d);
        abstract double perimeter(double[] d);

        boolean valid(double[] d)
        {
            if (d.length != params) return false;
            for (double x : d) if (x <= 0) return false;
            return true;
        }
    }

    static final Map<String, ShapeType> NAMES = new HashMap<>();
    static
    {
        for (ShapeType t : ShapeType.values())
            NAMES.put(t.name().toLowerCase(), t);
        NAMES.put("rect", ShapeType.RECTANGLE);
        NAMES.put("circ", ShapeType.CIRCLE);
        NAMES.put("tri", ShapeType.TRIANGLE);
        NAMES.put("sq", ShapeType.SQUARE);
    }

    public static void main(String[] args)
    {
        Scanner in = new Scanner(System.in);
        List<String> labels = new ArrayList<>();
        List<Double> areas = new ArrayList<>();
        TreeMap<Double, List<String>> byArea = new TreeMap<>();

        System.out.println("Type shapes like 'rect, 3, 4' (commas or spaces). Type 'quit' to finish.");
        while (in.hasNextLine())
        {
            String raw = in.nextLine().trim();
            if (raw.equalsIgnoreCase("quit")) break;
            if (raw.isEmpty()) continue;

            String[] bits = raw.split("[,\\s]+");
            ShapeType type = NAMES.get(bits[0].toLowerCase());
            if (type == null)
            {
                System.out.println("  ?? unknown shape: " + bits[0]);
                continue;
            }
            double[] dims = new double[bits.length - 1];
            boolean numbersOk = true;
            for (int i = 1; i < bits.length; i++)
            {
                try { dims[i - 1] = Double.parseDouble(bits[i]); }
                catch (NumberFormatException ex) { numbersOk = false; }
            }
            if (!numbersOk || !type.valid(dims))
            {
                System.out.println("  ?? bad dimensions for " + type + ": " + raw);
                continue;
            }

            double a = type.area(dims);
            String label = type + Arrays.toString(dims)
                    + String.format(" area %.3f perimeter %.3f", a, type.perimeter(dims));
            labels.add(label);
            areas.add(a);
            byArea.computeIfAbsent(a, k -> new ArrayList<>()).add(label);
            System.out.println("  ok -> " + label);
        }

        if (labels.isEmpty())
        {
            System.out.println("No shapes entered.");
            return;
        }

        System.out.println("\nYou entered " + labels.size() + " shape(s):");
        for (String s : labels) System.out.println("  " + s);

        double sum = 0;
        for (double a : areas) sum += a;
        System.out.printf("Sum of areas: %.3f%n", sum);

        // TreeMap keeps keys ordered, so the biggest area is the last key
        System.out.println("Largest: " + byArea.lastEntry().getValue());

        System.out.println("\nOrdered by area:");
        for (Map.Entry<Double, List<String>> e : byArea.entrySet())
            for (String s : e.getValue())
                System.out.println("  " + s);
    }
}
