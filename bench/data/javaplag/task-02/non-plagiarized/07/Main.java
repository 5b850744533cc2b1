import java.util.Arrays;

/**
 * Student records from the command line.
 * Each argument is one student:  Name:id:m1/m2/m3...
 * e.g.  java Main "Ann Lee:301:88/92/79" Bob:302:45/60/52
 */
public class Main {

    static class Entry implements Comparable<Entry> {
        final String name;
        final int id;
        final double[] marks;
        final double mean;

        Entry(String name, int id, double[] marks) {
            this.name = name;
            this.id = id;
            this.marks = marks;
            double t = 0;
            for (double m : marks) t += m;
            mean = t / marks.length;
        }

        // natural order = alphabetical
        public int compareTo(Entry o) {
            int c = name.compareToIgnoreCase(o.name);
            return c != 0 ? c : Integer.compare(id, o.id);
        }
    }

    static final String[] LETTERS = {"F", "D", "C-", "C", "C+", "B-", "B", "B+", "A-", "A", "A+"};
    static final double[] BOUNDS = {0, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95};

    static String letter(double mean) {
        int k = BOUNDS.length - 1;
        while (k > 0 && mean < BOUNDS[k]) k--;
        return LETTERS[k];
    }

    static Entry decode(String arg) {
        String[] p = arg.split(":");
        if (p.length != 3) throw new IllegalArgumentException("need Name:id:marks");
        if (p[0].isBlank()) throw new IllegalArgumentException("empty name");
        int id = Integer.parseInt(p[1].trim());
        String[] ms = p[2].split("/");
        double[] marks = new double[ms.length];
        for (int i = 0; i < ms.length; i++) {
            marks[i] = Double.parseDouble(ms[i]);
            if (marks[i] < 0 || marks[i] > 100) throw new IllegalArgumentException("mark out of 0..100");
        }
        return new Entry(p[0].trim(), id, marks);
    }

    public static void main(String[] args) {
        Entry[] all = new Entry[args.length];
        int n = 0;
        for (String a : args) {
            try {
                all[n++] = decode(a);
            } catch (IllegalArgumentException ex) {   // NumberFormatException is one too
                n--;
                System.out.println("ignored \"" + a + "\": " + ex.getMessage());
            }
        }
        if (n == 0) {
            System.out.println("usage: java Main Name:id:m1/m2/... [more students]");
            return;
        }
        Entry[] students = Arrays.copyOf(all, n);

        Arrays.sort(students, (x, y) -> Double.compare(y.mean, x.mean));
        System.out.println("Rank  Name                  Id     Mean  Grade");
        for (int i = 0; i < n; i++)
            System.out.printf("%4d  %-20s %4d  %6.2f  %s%n", i + 1, students[i].name, students[i].id,
                    students[i].mean, letter(students[i].mean));
        Entry best = students[0];

        double[] means = new double[n];
        for (int i = 0; i < n; i++) means[i] = students[i].mean;
        Arrays.sort(means);
        double median = n % 2 == 1 ? means[n / 2] : (means[n / 2 - 1] + means[n / 2]) / 2;

        Arrays.sort(students);
        System.out.println("\nAlphabetical:");
        for (Entry e : students)
            System.out.printf("  %s (%d): %.2f%n", e.name, e.id, e.mean);

        double sum = 0;
        int failing = 0;
        int[] histogram = new int[LETTERS.length];
        for (Entry e : students) {
            sum += e.mean;
            if (e.mean < 50) failing++;
            histogram[Arrays.asList(LETTERS).indexOf(letter(e.mean))]++;
        }
        System.out.printf("%nmean %.2f, median %.2f%n", sum / n, median);
        System.out.println("top: " + best.name + " " + best.mean);
        System.out.println("failing: " + failing);
        System.out.println("\nGrade distribution:");
        for (int k = LETTERS.length - 1; k >= 0; k--)
            if (histogram[k] > 0)
                System.out.printf("%-3s%s%n", LETTERS[k], "*".repeat(histogram[k]));
    }
}
