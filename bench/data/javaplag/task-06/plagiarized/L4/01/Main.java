import java.util.*;
import java.io.*;

// Word statistics program
public class Main
{
    private static final String[] COMMON = { "the", "a", "an", "and", "or", "of", "to", "in", "is", "it", "that", "for", "on", "with", "as", "was", "i", "be" };
    private static int nLines;
    private static int nChars;

    private static double avgLen(ArrayList<String> words)
    {
        int sum = 0;
        for (String t : words)
        {
            sum += t.length();
        }
        return (double) sum / words.size();
    }

    private static String findLongest(ArrayList<String> words)
    {
        int mx = 0;
        ArrayList<String> res = new ArrayList<>();
        // first pass: find max length
        for (String t : words)
        {
            if (t.length() > mx)
            {
                mx = t.length();
            }
        }
        // second pass: collect the words of that length
        for (String t : words)
        {
            if (t.length() == mx && !res.contains(t))
            {
                res.add(t);
            }
        }
        return res.toString();
    }

    // sorts the table and prints the 10 most frequent words
    private static void printTop(HashMap<String, Integer> freqs)
    {
        ArrayList<WordFreq> sorted = new ArrayList<>();
        for (Map.Entry<String, Integer> en : freqs.entrySet())
        {
            sorted.add(new WordFreq(en.getKey(), en.getValue()));
        }
        Collections.sort(sorted);

        System.out.println("\nTop 10 words:");
        for (int k = 0; k < 10 && k < sorted.size(); k++)
        {
            final WordFreq wf = sorted.get(k);
            System.out.println((k + 1) + ". " + wf.w + " - " + wf.n);
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

        if (!loadFile(fname, words))
        {
            System.out.println("Could not open file " + fname);
            return;
        }

        // basic counts
        System.out.println("Lines: " + nLines);
        System.out.println("Words: " + words.size());
        System.out.println("Characters: " + nChars);

        printTop(buildFreq(words, skip));
        System.out.println("\nLongest words: " + findLongest(words));
        System.out.printf("Average word length: %.2f%n", avgLen(words));
    }

    private static String askFileName(String[] args, Scanner sc)
    {
        if (args.length > 0)
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
            boolean common = false;
            for (String x : COMMON)
            {
                if (x.equals(t))
                {
                    common = true;
                    break;
                }
            }
            if (skip && common)
            {
                continue;
            }
            if (freq.containsKey(t))
            {
                freq.put(t, freq.get(t) + 1);
            }
            else
            {
                freq.put(t, 1);
            }
        }
        return freq;
    }

    private static boolean loadFile(final String fn, final ArrayList<String> words)
    {
        Scanner in;
        String ln;
        String[] toks;
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
            nLines++;
            nChars += ln.length() + 1; // count the line break too
            toks = ln.split("\\s+");
            for (int k = 0; k < toks.length; k++)
            {
                String t = normalize(toks[k]);
                if (t.length() > 0)
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
        String res = "";
        s = s.toLowerCase();
        for (int k = 0; k < s.length(); k++)
        {
            final char ch = s.charAt(k);
            if (Character.isLetterOrDigit(ch) || ch == '\'')
            {
                res = res + ch;
            }
        }
        return res;
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
        if (o.n != n)
        {
            return o.n - n;
        }
        return w.compareTo(o.w);
    }
}
