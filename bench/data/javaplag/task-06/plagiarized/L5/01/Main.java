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
        int sum = 0;
        for (int k = 0; k < words.size(); k++)
        {
            sum = sum + words.get(k).length();
        }
        return sum / (double) words.size();
    }

    private static String findLongest(ArrayList<String> words)
    {
        int mx = 0;
        ArrayList<String> res = new ArrayList<>();
        // first pass: find max length
        for (String t : words)
        {
            mx = Math.max(mx, t.length());
        }
        // second pass: collect the words of that length
        for (String t : words)
        {
            if (t.length() == mx)
            {
                if (!res.contains(t))
                {
                    res.add(t);
                }
            }
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
        System.out.println("Top 10 words:");
        int k = 0;
        while (k < Math.min(10, sorted.size()))
        {
            final WordFreq wf = sorted.get(k);
            System.out.printf("%d. %s - %d%n", k + 1, wf.w, wf.n);
            k += 1;
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
        String ans = sc.nextLine().trim().toLowerCase();
        skip = ans.length() > 0 && ans.charAt(0) == 'y';

        if (!loadFile(fname, words))
        {
            System.out.printf("Could not open file %s%n", fname);
            return;
        }

        // basic counts
        System.out.printf("Lines: %d%n", nLines);
        System.out.printf("Words: %d%n", words.size());
        System.out.printf("Characters: %d%n", nChars);

        printTop(buildFreq(words, skip));
        System.out.println();
        System.out.println("Longest words: " + findLongest(words));
        System.out.println(String.format("Average word length: %.2f", avgLen(words)));
    }

    private static String askFileName(String[] args, Scanner sc)
    {
        if (args.length >= 1)
        {
            return args[0];
        }
        System.out.print("Enter file name: ");
        return sc.nextLine();
    }

    // counts words; stop words are left out when skip is set
    private static HashMap<String, Integer> buildFreq(ArrayList<String> words, boolean skip)
    {
        HashMap<String, Integer> freq = new HashMap<>();
        for (String t : words)
        {
            if (!(skip && COMMON.contains(t)))
            {
                Integer old = freq.get(t);
                freq.put(t, old == null ? 1 : old + 1);
            }
        }
        return freq;
    }

    private static boolean loadFile(final String fn, final ArrayList<String> words)
    {
        Scanner in;
        String ln;
        try
        {
            in = new Scanner(new File(fn));
        }
        catch (FileNotFoundException ex)
        {
            return false; // file does not exist
        }
        while (in.hasNextLine())
        {
            ln = in.nextLine();
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
        in.close();
        return true;
    }

    // lowercase + keep only letters, digits and apostrophes
    private static String normalize(String s)
    {
        StringBuilder res = new StringBuilder();
        for (char ch : s.toLowerCase().toCharArray())
        {
            if (Character.isLetterOrDigit(ch) || ch == '\'')
            {
                res.append(ch);
            }
        }
        return res.toString();
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
