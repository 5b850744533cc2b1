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
    static final int TOP_N = 10;
    static final String[] STOP_WORDS = { "the", "a", "an", "and", "or", "of", "to", "in", "is", "it", "that", "for", "on", "with", "as", "was", "i", "be" };
    static int lineCount = 0;
    static int charCount = 0;
    static ArrayList<String> allWords = new ArrayList<>();

    public static void main(String[] args)
    {
        Scanner input = new Scanner(System.in);
        String fileName;
        int uniqueWords = 0;
        if (args.length > 0)
        {
            fileName = args[0];
        }
        else
        {
            System.out.print("Enter file name: ");
            fileName = input.nextLine();
        }
        System.out.print("Ignore stop words? (y/n): ");
        boolean ignoreStop = input.nextLine().trim().toLowerCase().startsWith("y");

        if (!readFile(fileName))
        {
            System.out.println("Could not open file " + fileName);
            return;
        }

        // basic counts
        System.out.println("Lines: " + lineCount);
        System.out.println("Words: " + allWords.size());
        System.out.println("Characters: " + charCount);

        // frequency table -> list of objects, then sort
        HashMap<String, Integer> counts = countWords(ignoreStop);
        ArrayList<WordCount> list = new ArrayList<>();
        for (Map.Entry<String, Integer> e : counts.entrySet())
        {
            list.add(new WordCount(e.getKey(), e.getValue()));
        }
        Collections.sort(list);

        System.out.println("\nTop " + TOP_N + " words:");
        for (int i = 0; i < TOP_N && i < list.size(); i++)
        {
            WordCount wc = list.get(i);
            System.out.println((i + 1) + ". " + wc.word + " - " + wc.count);
        }
        System.out.println("\nLongest words: " + longestWords());
        System.out.printf("Average word length: %.2f%n", averageLength());
    }

    static boolean readFile(String name)
    {
        Scanner fileIn;
        try
        {
            fileIn = new Scanner(new File(name));
        }
        catch (FileNotFoundException e)
        {
            return false; // file does not exist
        }
        while (fileIn.hasNextLine())
        {
            String line = fileIn.nextLine();
            lineCount++;
            charCount += line.length() + 1; // count the line break too
            String[] parts = line.split("\\s+");
            for (int i = 0; i < parts.length; i++)
            {
                String w = cleanWord(parts[i]);
                if (w.length() > 0)
                {
                    allWords.add(w);
                }
            }
        }
        fileIn.close();
        return true;
    }

    // lowercase + keep only letters, digits and apostrophes
    static String cleanWord(String w)
    {
        String result = "";
        w = w.toLowerCase();
        for (int i = 0; i < w.length(); i++)
        {
            char c = w.charAt(i);
            if (Character.isLetterOrDigit(c) || c == '\'')
            {
                result = result + c;
            }
        }
        return result;
    }

    // true if w is in the stop word list
    static boolean isStopWord(String w)
    {
        for (String s : STOP_WORDS)
        {
            if (s.equals(w))
            {
                return true;
            }
        }
        return false;
    }

    static HashMap<String, Integer> countWords(boolean skipStop)
    {
        HashMap<String, Integer> map = new HashMap<>();
        for (String w : allWords)
        {
            if (skipStop && isStopWord(w))
            {
                continue;
            }
            if (map.containsKey(w))
            {
                map.put(w, map.get(w) + 1);
            }
            else
            {
                map.put(w, 1);
            }
        }
        return map;
    }

    static String longestWords()
    {
        // first pass: find max length
        int max = 0;
        for (String w : allWords)
        {
            if (w.length() > max)
            {
                max = w.length();
            }
        }
        // second pass: collect the words of that length
        ArrayList<String> longest = new ArrayList<>();
        for (String w : allWords)
        {
            if (w.length() == max && !longest.contains(w))
            {
                longest.add(w);
            }
        }
        return longest.toString();
    }

    static double averageLength()
    {
        int total = 0;
        for (String w : allWords)
        {
            total += w.length();
        }
        return (double) total / allWords.size();
    }
}

class WordCount implements Comparable<WordCount>
{
    String word;
    int count;

    WordCount(String word, int count)
    {
        this.word = word;
        this.count = count;
    }

    public int compareTo(WordCount other)
    {
        if (other.count != count)
        {
            return other.count - count;
        }
        return word.compareTo(other.word);
    }
}
