import java.io.File;
import java.io.FileNotFoundException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Scanner;

// Word statistics program
public class Main
{
    static final int MAX_SHOWN = 10;
    static final String[] COMMON = { "the", "a", "an", "and", "or", "of", "to", "in", "is", "it", "that", "for", "on", "with", "as", "was", "i", "be" };
    static int nLines = 0;
    static int nChars = 0;
    static ArrayList<String> words = new ArrayList<>();

    public static void main(String[] args)
    {
        Scanner sc = new Scanner(System.in);
        String fname;
        int nUnique = 0;
        if (args.length > 0)
        {
            fname = args[0];
        }
        else
        {
            System.out.print("Enter file name: ");
            fname = sc.nextLine();
        }
        System.out.print("Ignore stop words? (y/n): ");
        boolean skip = sc.nextLine().trim().toLowerCase().startsWith("y");

        if (!loadFile(fname))
        {
            System.out.println("Could not open file " + fname);
            return;
        }

        // basic counts
        System.out.println("Lines: " + nLines);
        System.out.println("Words: " + words.size());
        System.out.println("Characters: " + nChars);

        // frequency table -> list of objects, then sort
        HashMap<String, Integer> freqs = buildFreq(skip);
        ArrayList<WordFreq> sorted = new ArrayList<>();
        for (Map.Entry<String, Integer> en : freqs.entrySet())
        {
            sorted.add(new WordFreq(en.getKey(), en.getValue()));
        }
        Collections.sort(sorted);

        System.out.println("\nTop " + MAX_SHOWN + " words:");
        for (int k = 0; k < MAX_SHOWN && k < sorted.size(); k++)
        {
            WordFreq wf = sorted.get(k);
            System.out.println((k + 1) + ". " + wf.w + " - " + wf.n);
        }
        System.out.println("\nLongest words: " + findLongest());
        System.out.printf("Average word length: %.2f%n", avgLen());
    }

    static boolean loadFile(String fn)
    {
        Scanner in;
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
            String ln = in.nextLine();
            nLines++;
            nChars += ln.length() + 1; // count the line break too
            String[] toks = ln.split("\\s+");
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
    static String normalize(String s)
    {
        String res = "";
        s = s.toLowerCase();
        for (int k = 0; k < s.length(); k++)
        {
            char ch = s.charAt(k);
            if (Character.isLetterOrDigit(ch) || ch == '\'')
            {
                res = res + ch;
            }
        }
        return res;
    }

    // true if s is in the stop word list
    static boolean isCommon(String s)
    {
        for (String x : COMMON)
        {
            if (x.equals(s))
            {
                return true;
            }
        }
        return false;
    }

    static HashMap<String, Integer> buildFreq(boolean skip)
    {
        HashMap<String, Integer> freq = new HashMap<>();
        for (String t : words)
        {
            if (skip && isCommon(t))
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

    static String findLongest()
    {
        // first pass: find max length
        int mx = 0;
        for (String t : words)
        {
            if (t.length() > mx)
            {
                mx = t.length();
            }
        }
        // second pass: collect the words of that length
        ArrayList<String> res = new ArrayList<>();
        for (String t : words)
        {
            if (t.length() == mx && !res.contains(t))
            {
                res.add(t);
            }
        }
        return res.toString();
    }

    static double avgLen()
    {
        int sum = 0;
        for (String t : words)
        {
            sum += t.length();
        }
        return (double) sum / words.size();
    }
}

class WordFreq implements Comparable<WordFreq>
{
    String w;
    int n;

    WordFreq(String w, int n)
    {
        this.w = w;
        this.n = n;
    }

    public int compareTo(WordFreq o)
    {
        if (o.n != n)
        {
            return o.n - n;
        }
        return w.compareTo(o.w);
    }
}
