import java.io.FileReader;
import java.io.IOException;
import java.io.Reader;
import java.util.*;

/*
 * Word statistics, reading the file one character at a time.
 * run:  java Main textfile.txt      or   java Main -s textfile.txt   (-s = skip stop words)
 */
public class Main {

    static final String STOPS = " a an and are as at be but by for from he her his i in is it its of on or she that the they this to was we with you ";

    static long chars, lines, words, letterTotal;
    static TreeMap<String, Integer> freq = new TreeMap<>();
    static TreeSet<String> longest = new TreeSet<>();
    static int longestLen;

    public static void main(String[] args) {
        boolean skipStops = false;
        String file = null;
        for (String a : args) {
            if (a.equals("-s")) skipStops = true;
            else file = a;
        }
        if (file == null) {
            System.out.println("Usage: java Main [-s] <file>");
            return;
        }

        try (Reader r = new FileReader(file)) {
            scan(r, skipStops);
        } catch (IOException ex) {
            System.out.println("I/O error: " + ex.getMessage());
            return;
        }

        System.out.println("characters " + chars);
        System.out.println("lines      " + lines);
        System.out.println("words      " + words);
        System.out.println();
        printTop(10);
        System.out.println();
        System.out.println("longest word(s), " + longestLen + " chars: " + longest);
        System.out.println("mean word length: " + (words > 0 ? String.format("%.2f", (double) letterTotal / words) : "-"));
    }

    // state machine: inWord is true while we are inside a run of word characters
    static void scan(Reader r, boolean skipStops) throws IOException {
        StringBuilder cur = new StringBuilder();
        boolean inWord = false;
        int last = -1;
        int c;
        while ((c = r.read()) != -1) {
            chars++;
            if (c == '\n') lines++;
            last = c;
            boolean wordChar = Character.isLetterOrDigit(c) || (c == '\'' && inWord);
            if (wordChar) {
                cur.append(Character.toLowerCase((char) c));
                inWord = true;
            } else if (inWord) {
                finishWord(cur.toString(), skipStops);
                cur.setLength(0);
                inWord = false;
            }
        }
        if (inWord) finishWord(cur.toString(), skipStops);
        if (chars > 0 && last != '\n') lines++; // last line without newline
    }

    static void finishWord(String w, boolean skipStops) {
        while (w.endsWith("'")) w = w.substring(0, w.length() - 1);
        if (w.isEmpty()) return;
        words++;
        letterTotal += w.length();
        if (w.length() > longestLen) {
            longestLen = w.length();
            longest.clear();
        }
        if (w.length() == longestLen) longest.add(w);
        if (skipStops && STOPS.contains(" " + w + " ")) return;
        freq.merge(w, 1, Integer::sum);
    }

    // keeps a min-heap of size k so we never sort the whole map
    static void printTop(int k) {
        Comparator<Map.Entry<String, Integer>> cmp = Map.Entry.comparingByValue();
        cmp = cmp.thenComparing(Map.Entry.<String, Integer>comparingByKey().reversed());
        PriorityQueue<Map.Entry<String, Integer>> heap = new PriorityQueue<>(cmp);
        for (Map.Entry<String, Integer> e : freq.entrySet()) {
            heap.offer(e);
            if (heap.size() > k) heap.poll();
        }
        Deque<Map.Entry<String, Integer>> stack = new ArrayDeque<>();
        while (!heap.isEmpty()) stack.push(heap.poll());
        int rank = 1;
        System.out.println("top " + k + ":");
        for (Map.Entry<String, Integer> e : stack) {
            System.out.printf("%3d %-18s%d%n", rank++, e.getKey(), e.getValue());
        }
    }
}
