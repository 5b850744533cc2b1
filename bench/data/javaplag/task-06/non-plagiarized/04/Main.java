import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Scanner;
import java.util.Set;

// Menu driven word statistics. The user loads a file first and then picks what to see.
public class Main {
    static List<String> text = new ArrayList<>();
    static String loadedName = null;
    static boolean stopWordsOn = false;
    static Set<String> stopWords = new HashSet<>(List.of("the", "a", "an", "and", "of", "to", "in", "on", "is", "for", "it", "that", "was"));

    public static void main(String[] args) throws IOException {
        Scanner sc = new Scanner(System.in);
        if (args.length > 0) load(args[0]);
        int choice = -1;
        while (choice != 0) {
            System.out.println("\n=== WORD STATS " + (loadedName == null ? "(no file)" : "[" + loadedName + "]") + " ===");
            System.out.println("1) load a file");
            System.out.println("2) line / word / character counts");
            System.out.println("3) most frequent words");
            System.out.println("4) longest words and average length");
            System.out.println("5) stop words are " + (stopWordsOn ? "IGNORED" : "counted") + " - toggle");
            System.out.println("0) quit");
            System.out.print("> ");
            String in = sc.nextLine().trim();
            try {
                choice = Integer.parseInt(in);
            } catch (NumberFormatException e) {
                System.out.println("please type a number");
                continue;
            }
            if (choice >= 2 && choice <= 4 && loadedName == null) {
                System.out.println("load a file first!");
                continue;
            }
            switch (choice) {
                case 1:
                    System.out.print("file name: ");
                    load(sc.nextLine().trim());
                    break;
                case 2:
                    int chars = 0, wordCount = 0;
                    for (String line : text) {
                        chars += line.length() + 1;
                        wordCount += words(line).size();
                    }
                    System.out.println("lines: " + text.size() + ", words: " + wordCount + ", characters: " + chars);
                    break;
                case 3:
                    System.out.print("how many? ");
                    int n = Integer.parseInt(sc.nextLine().trim());
                    showTop(n);
                    break;
                case 4:
                    showLengths();
                    break;
                case 5:
                    stopWordsOn = !stopWordsOn;
                    break;
                case 0:
                    System.out.println("bye");
                    break;
                default:
                    System.out.println("unknown option");
            }
        }
    }

    static void load(String name) {
        try {
            Scanner f = new Scanner(new File(name));
            text.clear();
            while (f.hasNextLine()) text.add(f.nextLine());
            f.close();
            loadedName = name;
            System.out.println("loaded " + text.size() + " lines");
        } catch (IOException e) {
            System.out.println("could not load " + name);
        }
    }

    // splits a line into lower case words, punctuation removed
    static List<String> words(String line) {
        List<String> result = new ArrayList<>();
        for (String w : line.toLowerCase().replaceAll("[^a-z0-9\\s]", "").split("\\s+")) {
            if (!w.isEmpty()) result.add(w);
        }
        return result;
    }

    static void showTop(int n) {
        Map<String, Integer> counts = new HashMap<>();
        for (String line : text)
            for (String w : words(line))
                if (!stopWordsOn || !stopWords.contains(w))
                    counts.merge(w, 1, Integer::sum);
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(counts.entrySet());
        Collections.sort(entries, (x, y) -> y.getValue().compareTo(x.getValue()));
        for (int i = 0; i < n && i < entries.size(); i++)
            System.out.println("  " + entries.get(i).getKey() + " x" + entries.get(i).getValue());
    }

    static void showLengths() {
        List<String> longest = new ArrayList<>();
        int total = 0, count = 0, best = 0;
        for (String line : text) {
            for (String w : words(line)) {
                total += w.length();
                count++;
                if (w.length() > best) {
                    best = w.length();
                    longest.clear();
                }
                if (w.length() == best && !longest.contains(w)) longest.add(w);
            }
        }
        System.out.println("longest (" + best + "): " + longest);
        System.out.println("average: " + (count == 0 ? 0 : Math.round(100.0 * total / count) / 100.0));
    }
}
