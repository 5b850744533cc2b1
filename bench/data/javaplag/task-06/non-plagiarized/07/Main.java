import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

public class Main {

    /** The two ways of counting: every word, or without the filler words. */
    enum Mode {
        ALL_WORDS("all words"),
        CONTENT_WORDS("stop words removed");

        private static final List<String> STOP = Arrays.asList(
                "the", "of", "and", "a", "to", "in", "is", "you", "that", "it", "he", "was", "for", "on", "are", "as", "with", "his", "they", "i");

        final String label;

        Mode(String label) {
            this.label = label;
        }

        boolean accepts(String w) {
            return this == ALL_WORDS || !STOP.contains(w);
        }
    }

    public static void main(String[] args) throws IOException {
        String name;
        if (args.length >= 1) {
            name = args[0];
        } else {
            System.out.print("Name of the text file: ");
            name = new BufferedReader(new InputStreamReader(System.in)).readLine();
        }

        List<String> lines;
        try {
            lines = Files.readAllLines(Paths.get(name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            System.out.println("Can't read '" + name + "'.");
            return;
        }

        int characters = 0;
        StringBuilder all = new StringBuilder();
        for (String l : lines) {
            characters += l.length();
            all.append(l).append(' ');
        }
        String[] words = all.toString().toLowerCase().replaceAll("[^\\p{L}\\s]", " ").trim().split("\\s+");
        if (words.length == 1 && words[0].isEmpty()) {
            words = new String[0];
        }

        System.out.println("File:       " + name);
        System.out.println("Lines:      " + lines.size());
        System.out.println("Words:      " + words.length);
        System.out.println("Characters: " + characters + " (line breaks not counted)");

        for (Mode m : Mode.values()) {
            System.out.println();
            System.out.println("Top 10, " + m.label + ":");
            topTen(words, m);
        }

        lengthReport(words);
    }

    static void topTen(String[] words, Mode mode) {
        Map<String, Integer> tally = new HashMap<>();
        for (String w : words) {
            if (mode.accepts(w)) {
                Integer c = tally.get(w);
                tally.put(w, c == null ? 1 : c + 1);
            }
        }
        String[] keys = tally.keySet().toArray(new String[0]);
        Arrays.sort(keys, (a, b) -> {
            int byCount = tally.get(b) - tally.get(a);
            return byCount != 0 ? byCount : a.compareTo(b);
        });
        for (int i = 0; i < keys.length && i < 10; i++) {
            System.out.printf("   %-15s %4d%n", keys[i], tally.get(keys[i]));
        }
    }

    /** Longest words, average length and a little histogram of the lengths. */
    static void lengthReport(String[] words) {
        int max = 0;
        long sum = 0;
        for (String w : words) {
            max = Math.max(max, w.length());
            sum += w.length();
        }
        LinkedHashSet<String> longest = new LinkedHashSet<>();
        int[] histogram = new int[max + 1];
        for (String w : words) {
            histogram[w.length()]++;
            if (w.length() == max) {
                longest.add(w);
            }
        }
        System.out.println();
        System.out.println("Longest word(s): " + String.join(" ", longest));
        System.out.printf("Average length: %.2f letters%n", words.length == 0 ? 0.0 : (double) sum / words.length);
        System.out.println("Length histogram:");
        for (int len = 1; len <= max; len++) {
            int stars = (int) Math.ceil(50.0 * histogram[len] / words.length);
            System.out.printf("%3d | %s %d%n", len, "*".repeat(stars), histogram[len]);
        }
    }
}
