import java.util.*;
import java.io.*;

// Word statistics program
public class Main
{
    private static final List<String> COMMON = Arrays.asList("the", "a", "an", "and", "or", "of", "to", "in", "is", "it", "that", "for", "on", "with", "as", "was", "i", "be");
    private static int nLines;
    private static int nChars;

    private static double avgLen(ArrayList<String> words)
    {
        if (words.isEmpty())
        {
            return 0;
        }
        int sum = 0;
        for (int k = words.size() - 1; k >= 0; k--)
        {
            sum = sum + words.get(k).length();
        }
        return sum / (double) words.size();
    }

    // one pass: start a new list every time a longer word shows up
    private static String findLongest(ArrayList<String> words)
    {
        int mx = 0;
        ArrayList<String> res = new ArrayList<>();
        for (String t : words)
        {
            if (t.length() < mx || res.contains(t))
            {
                continue;
            }
            if (t.length() > mx)
            {
                mx = t.length();
                res.clear();
            }
            res.add(t);
        }
        return res.toString();
    }

    // sorts the table and prints the 10 most frequent words
    private static void printTop(HashMap<String, Integer> freqs)
    {
        ArrayList<WordFreq> sorted = new ArrayList<>();
        Iterator<String> it = freqs.keySet().iterator();
        while (it.hasNext())
        {
            String key = it.next();
            sorted.add(new WordFreq(key, freqs.get(key)));
        }
        sorted.sort(null);

        System.out.println();
        System.out.println("Most frequent words:");
        int k = 0;
        for (WordFreq wf : sorted)
        {
            k += 1;
            if (k > 10)
            {
                break;
            }
            System.out.printf("%2d. %-15s %d%n", k, wf.w, wf.n);
        }
    }

    public static void main(String[] args)
    {
        Scanner sc = new Scanner(System.in);
        boolean skip;
        int nUnique = 0;
        ArrayList<String> words = new ArrayList<>();

        String fname = askFileName(args, sc);
        System.out.print("Ignore stop words? (y/n): ");
        skip = sc.nextLine().trim().toLowerCase().startsWith("y");

        if (loadFile(fname, words))
        {
            // basic counts
            System.out.printf("Lines: %d%n", nLines);
            System.out.printf("Words: %d%n", words.size());
            System.out.printf("Characters: %d%n", nChars);

            printTop(buildFreq(words, skip));
            System.out.println();
            System.out.println("Longest words: " + findLongest(words));
            System.out.println(String.format("Average word length: %.2f", avgLen(words)));
        }
        else
        {
            System.out.printf("Error: could not open file %s%n", fname);
        }
    }

    private static String askFileName(String[] args, Scanner sc)
    {
        if (args.length >= 1)
        {
            return args[0];
        }
        String name = "";
        while (name.isEmpty())
        {
            System.out.print("Enter file name: ");
            name = sc.nextLine().trim();
        }
        return name;
    }

    // counts words; stop words are left out when skip is set
    private static HashMap<String, Integer> buildFreq(ArrayList<String> words, boolean skip)
    {
        HashMap<String, Integer> freq = new HashMap<>();
        for (String t : words)
        {
            if (skip && COMMON.contains(t))
            {
                continue;
            }
            freq.merge(t, 1, Integer::sum);
        }
        return freq;
    }

    private static boolean loadFile(final String fn, final ArrayList<String> words)
    {
        File f = new File(fn);
        if (!f.isFile())
        {
            return false;
        }
        try (Scanner in = new Scanner(f))
        {
            while (true)
            {
                if (!in.hasNextLine())
                {
                    break;
                }
                String ln = in.nextLine();
                nLines += 1;
                nChars = nChars + ln.length() + 1; // count the line break too
                for (String tok : ln.split("\\s+"))
                {
                    String t = normalize(tok);
                    if (!t.isEmpty())
                    {
                        words.add(t);
                    }
                }
            }
        }
        catch (FileNotFoundException ex)
        {
            return false;
        }
        return true;
    }

    // lowercase, then throw away anything that is not a letter, digit or apostrophe
    private static String normalize(String s)
    {
        return s.toLowerCase().replaceAll("[^\\p{L}\\p{N}']", "");
    }
}

class WordFreq implements Comparable<WordFreq>
{
    final String w;
    final int n;

    WordFreq(String w, int n)
    {
        this.w = w;
        this.n = n;
    }

    @Override
    public int compareTo(WordFreq o)
    {
        return o.n != n ? Integer.compare(o.n, n) : w.compareTo(o.w);
    }
}
