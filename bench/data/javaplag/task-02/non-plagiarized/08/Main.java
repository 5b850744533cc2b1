import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Comparator;
import java.util.LinkedList;
import java.util.List;

/**
 * Reads student records from standard input until end of file and prints a report.
 * Record format: name | id | mark mark mark ...
 * Run as: java Main < class.txt
 */
public class Main {

    private static final double PASS = 50.0;

    private static class Student {
        private final String name;
        private final String id;
        private final double average;

        Student(String name, String id, double average) {
            this.name = name;
            this.id = id;
            this.average = average;
        }
    }

    /** Higher average first. */
    private static class ByAverage implements Comparator<Student> {
        public int compare(Student a, Student b) {
            return Double.compare(b.average, a.average);
        }
    }

    /** Alphabetical by name. */
    private static class ByName implements Comparator<Student> {
        public int compare(Student a, Student b) {
            return a.name.compareToIgnoreCase(b.name);
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        List<Student> students = new LinkedList<>();
        int lineNumber = 0;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            lineNumber++;
            if (line.isBlank()) continue;
            Student s = parse(line);
            if (s == null) {
                System.err.println("warning: ignoring malformed record on line " + lineNumber + ": " + line);
            } else {
                students.add(s);
            }
        }
        if (students.isEmpty()) {
            System.out.println("No records read.");
            return;
        }
        StringBuilder report = new StringBuilder();
        appendTable(report, "Ranked by average", mergeSort(students, new ByAverage()));
        appendTable(report, "Sorted by name", mergeSort(students, new ByName()));
        appendSummary(report, students);
        System.out.print(report);
    }

    private static Student parse(String line) {
        String[] fields = line.split("\\|");
        if (fields.length != 3) {
            return null;
        }
        String name = fields[0].trim();
        String id = fields[1].trim();
        String[] tokens = fields[2].trim().split("\\s+");
        if (name.isEmpty() || id.isEmpty() || tokens[0].isEmpty()) {
            return null;
        }
        double sum = 0;
        for (String token : tokens) {
            double mark;
            try {
                mark = Double.parseDouble(token);
            } catch (NumberFormatException e) {
                return null;
            }
            if (mark < 0 || mark > 100) {
                return null;
            }
            sum += mark;
        }
        return new Student(name, id, sum / tokens.length);
    }

    /** Stable top-down merge sort; returns a new list and leaves the input untouched. */
    private static List<Student> mergeSort(List<Student> list, Comparator<Student> cmp) {
        if (list.size() <= 1) {
            return new LinkedList<>(list);
        }
        int middle = list.size() / 2;
        List<Student> left = mergeSort(list.subList(0, middle), cmp);
        List<Student> right = mergeSort(list.subList(middle, list.size()), cmp);
        LinkedList<Student> merged = new LinkedList<>();
        while (!left.isEmpty() && !right.isEmpty()) {
            if (cmp.compare(right.get(0), left.get(0)) < 0) {
                merged.add(right.remove(0));
            } else {
                merged.add(left.remove(0));
            }
        }
        merged.addAll(left);
        merged.addAll(right);
        return merged;
    }

    private static String grade(double avg) {
        return avg >= 80 ? "A" : avg >= 70 ? "B" : avg >= 60 ? "C" : avg >= PASS ? "D" : "F";
    }

    private static void appendTable(StringBuilder sb, String title, List<Student> list) {
        sb.append(title).append('\n');
        sb.append("-".repeat(title.length())).append('\n');
        for (Student s : list) {
            sb.append(String.format("%-10s %-22s %6.2f  %s%n", s.id, s.name, s.average, grade(s.average)));
        }
        sb.append('\n');
    }

    private static void appendSummary(StringBuilder sb, List<Student> list) {
        double mean = 0;
        for (Student s : list) {
            mean += s.average / list.size();
        }
        double variance = 0;
        Student best = null;
        int failing = 0;
        for (Student s : list) {
            variance += (s.average - mean) * (s.average - mean) / list.size();
            if (best == null || s.average > best.average) {
                best = s;
            }
            if (s.average < PASS) {
                failing++;
            }
        }
        sb.append(String.format("Class average      %.2f (std dev %.2f)%n", mean, Math.sqrt(variance)));
        sb.append(String.format("Best student       %s, %s, %.2f%n", best.name, best.id, best.average));
        sb.append(String.format("Students failing   %d of %d%n", failing, list.size()));
    }
}
