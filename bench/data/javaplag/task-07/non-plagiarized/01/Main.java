import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner kb = new Scanner(System.in);

        System.out.print("How many shapes? ");
        int n = kb.nextInt();

        String[] name = new String[n];
        double[] area = new double[n];
        double[] perim = new double[n];
        int count = 0;

        for (int k = 0; k < n; k++) {
            System.out.print("Shape " + (k + 1) + " (circle, rect or triangle): ");
            String t = kb.next();

            if (t.equals("circle")) {
                double r = kb.nextDouble();
                if (r <= 0) {
                    System.out.println("radius has to be positive, skipped");
                } else {
                    name[count] = "Circle r=" + r;
                    area[count] = 3.14159265 * r * r;
                    perim[count] = 2 * 3.14159265 * r;
                    count++;
                }
            } else if (t.equals("rect")) {
                double w = kb.nextDouble();
                double h = kb.nextDouble();
                if (w <= 0 || h <= 0) {
                    System.out.println("sides have to be positive, skipped");
                } else {
                    name[count] = "Rectangle " + w + "x" + h;
                    area[count] = w * h;
                    perim[count] = 2 * w + 2 * h;
                    count++;
                }
            } else if (t.equals("triangle")) {
                double x = kb.nextDouble();
                double y = kb.nextDouble();
                double z = kb.nextDouble();
                if (x <= 0 || y <= 0 || z <= 0 || x + y <= z || x + z <= y || y + z <= x) {
                    System.out.println("not a real triangle, skipped");
                } else {
                    name[count] = "Triangle " + x + "," + y + "," + z;
                    double p = (x + y + z) / 2;
                    area[count] = Math.sqrt(p * (p - x) * (p - y) * (p - z));
                    perim[count] = x + y + z;
                    count++;
                }
            } else {
                System.out.println("I don't know that shape, skipped");
                kb.nextLine();
            }
        }

        System.out.println();
        System.out.println("All shapes:");
        double sum = 0;
        for (int k = 0; k < count; k++) {
            System.out.println(name[k] + "  area " + area[k] + "  perimeter " + perim[k]);
            sum = sum + area[k];
        }
        System.out.println("Total area is " + sum);

        if (count > 0) {
            int big = 0;
            for (int k = 1; k < count; k++) {
                if (area[k] > area[big]) {
                    big = k;
                }
            }
            System.out.println("Biggest one: " + name[big]);
        }

        // bubble sort, have to swap all three arrays
        for (int a = 0; a < count; a++) {
            for (int b = 0; b < count - 1; b++) {
                if (area[b] > area[b + 1]) {
                    double t1 = area[b];
                    area[b] = area[b + 1];
                    area[b + 1] = t1;
                    double t2 = perim[b];
                    perim[b] = perim[b + 1];
                    perim[b + 1] = t2;
                    String t3 = name[b];
                    name[b] = name[b + 1];
                    name[b + 1] = t3;
                }
            }
        }

        System.out.println();
        System.out.println("Smallest to biggest:");
        for (int k = 0; k < count; k++) {
            System.out.println((k + 1) + ") " + name[k] + " -> " + area[k]);
        }
    }
}
