import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Usage: java Main [--no-stop] FILE
 *
 * Word statistics built on streams. Everything is computed from the
 * file contents in memory, which is fine for the text sizes in this course.
 */
public class Main {

    private static final Set<String> STOP_WORDS = Set.of(
            "a", "an", "the", "and", "or", "but", "if", "of", "at", "by", "for", "with",
            "to", "from", "in", "on", "is", "are", "was", "were", "be", "it", "this", "that");

    private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{Nd}]+");

    record Frequency(String word, long count) {
        static final Comparator<Frequency> BY_COUNT_DESC =
                Comparator.comparingLong(Frequency::count).reversed().thenComparing(Frequency::word);
    }

    record Summary(long lines, long words, long characters, List<Frequency> top,
                   List<String> longest, double averageLength) { }

    public static void main(String[] args) {
        boolean dropStopWords = Arrays.asList(args).contains("--no-stop");
        String file = Arrays.stream(args).filter(a -> !a.startsWith("--")).findFirst().orElse(null);
        if (file == null) {
            System.err.println("usage: java Main [--no-stop] FILE");
            System.exit(2);
        }
        try {
            String text = Files.readString(Path.of(file));
            print(summarise(text, dropStopWords));
        } catch (IOException e) {
            System.err.println("cannot read " + file + ": " + e.getMessage());
            System.exit(1);
        }
    }

    static Summary summarise(String text, boolean dropStopWords) {
        List<String> words = NON_WORD.splitAsStream(text.toLowerCase())
                .filter(w -> !w.isEmpty())
                .collect(Collectors.toList());

        Map<String, Long> counts = words.stream()
                .filter(w -> !dropStopWords || !STOP_WORDS.contains(w))
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));

        List<Frequency> top = counts.entrySet().stream()
                .map(e -> new Frequency(e.getKey(), e.getValue()))
                .sorted(Frequency.BY_COUNT_DESC)
                .limit(10)
                .toList();

        int max = words.stream().mapToInt(String::length).max().orElse(0);
        List<String> longest = words.stream().filter(w -> w.length() == max).distinct().sorted().toList();
        double avg = words.stream().mapToInt(String::length).average().orElse(0.0);

        long lines = text.isEmpty() ? 0 : text.lines().count();
        return new Summary(lines, words.size(), text.length(), top, longest, avg);
    }

    static void print(Summary s) {
        System.out.printf("lines: %d | words: %d | characters: %d%n", s.lines(), s.words(), s.characters());
        System.out.println("most frequent:");
        for (int i = 0; i < s.top().size(); i++) {
            Frequency f = s.top().get(i);
            System.out.printf("  %2d  %-20s %5d%n", i + 1, f.word(), f.count());
        }
        System.out.println("longest: " + String.join(", ", s.longest()));
        System.out.printf("average length: %.3f%n", s.averageLength());
    }
}
