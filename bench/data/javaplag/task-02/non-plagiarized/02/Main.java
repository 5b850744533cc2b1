import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

public class Main {

    enum Grade {
        HD(85), D(75), C(65), P(50), N(0);

        final int floor;

        Grade(int floor) { this.floor = floor; }

        static Grade of(double mark) {
            return Arrays.stream(values())
                    .filter(g -> mark >= g.floor)
                    .findFirst()
                    .orElse(N);
        }

        boolean passing() { return this != N; }
    }

    record Student(String id, String name, List<Double> marks) {
        double average() {
            return marks.stream().mapToDouble(Double::doubleValue).average().orElse(0);
        }

        Grade grade() { return Grade.of(average()); }
    }

    static final Comparator<Student> BY_AVERAGE =
            Comparator.comparingDouble(Student::average).reversed().thenComparing(Student::name);
    static final Comparator<Student> BY_NAME =
            Comparator.comparing(Student::name, String.CASE_INSENSITIVE_ORDER).thenComparing(Student::id);

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: java Main <students.csv>");
            System.exit(2);
        }
        List<String> lines = Files.readAllLines(Path.of(args[0]));

        List<Student> students = IntStream.range(0, lines.size())
                .mapToObj(i -> parse(lines.get(i), i + 1))
                .flatMap(Optional::stream)
                .toList();

        if (students.isEmpty()) {
            System.out.println("Nothing to report.");
            return;
        }

        report("Ranking (by average)", students, BY_AVERAGE);
        report("Roster (by name)", students, BY_NAME);

        DoubleSummaryStatistics stats = students.stream()
                .mapToDouble(Student::average)
                .summaryStatistics();
        Student top = students.stream().min(BY_AVERAGE).orElseThrow();
        long failing = students.stream().filter(s -> !s.grade().passing()).count();

        System.out.printf("%nClass mean     %6.2f  (min %.2f, max %.2f)%n",
                stats.getAverage(), stats.getMin(), stats.getMax());
        System.out.printf("Top student    %s [%s] %.2f%n", top.name(), top.id(), top.average());
        System.out.printf("Failing        %d of %d%n", failing, stats.getCount());
    }

    /** Accepts "id,name,mark,mark,..." ; header, blank and malformed lines yield empty. */
    static Optional<Student> parse(String raw, int lineNo) {
        String line = raw.strip();
        if (line.isEmpty() || line.toLowerCase().startsWith("id,")) {
            return Optional.empty();
        }
        String[] cells = line.split("\\s*,\\s*");
        if (cells.length < 3 || cells[0].isBlank() || cells[1].isBlank()) {
            System.err.printf("line %d: expected id,name,mark[,mark...] -> '%s'%n", lineNo, raw);
            return Optional.empty();
        }
        try {
            List<Double> marks = Arrays.stream(cells, 2, cells.length)
                    .map(Double::valueOf)
                    .toList();
            if (marks.stream().anyMatch(m -> m < 0 || m > 100 || m.isNaN())) {
                System.err.printf("line %d: marks must be within 0..100%n", lineNo);
                return Optional.empty();
            }
            return Optional.of(new Student(cells[0], cells[1], marks));
        } catch (NumberFormatException e) {
            System.err.printf("line %d: not a number in '%s'%n", lineNo, raw);
            return Optional.empty();
        }
    }

    static void report(String title, List<Student> students, Comparator<Student> order) {
        System.out.println("\n== " + title + " ==");
        System.out.printf("%-8s %-20s %7s %5s%n", "ID", "NAME", "AVG", "GRADE");
        students.stream()
                .sorted(order)
                .map(s -> String.format("%-8s %-20s %7.2f %5s",
                        s.id(), s.name(), s.average(), s.grade()))
                .forEach(System.out::println);
    }
}
