import java.io.File;
import java.io.FileNotFoundException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Scanner;

/**
 * Text statistics tool.
 *
 * Prints the line, word and character count of a file, the most
 * common words, the longest words and the average word length.
 */
public class Main {

  static final int TOP_N = 10;
  static final String[] STOP_WORDS = {"the", "a", "an", "and", "or", "of", "to", "in", "is", "it", "that", "for", "on", "with", "as", "was", "i", "be"};

  static int lineCount = 0;
  static int charCount = 0;
  static ArrayList<String> allWords = new ArrayList<>();

  /**
   * Entry point.
   *
   * @param args optional file name
   */
  public static void main(String[] args) {
    Scanner input = new Scanner(System.in);
    String fileName;
    int uniqueWords = 0;

    if (args.length > 0) {
      fileName = args[0];
    } else {
      System.out.print("Enter file name: ");
      fileName = input.nextLine();
    }

    System.out.print("Ignore stop words? (y/n): ");
    boolean ignoreStop = input.nextLine().trim().toLowerCase().startsWith("y");

    if (!readFile(fileName)) {
      System.out.println("Could not open file " + fileName);
      return;
    }

    System.out.println("Lines: " + lineCount);
    System.out.println("Words: " + allWords.size());
    System.out.println("Characters: " + charCount);

    HashMap<String, Integer> counts = countWords(ignoreStop);
    ArrayList<WordCount> list = new ArrayList<>();
    for (Map.Entry<String, Integer> e : counts.entrySet())
      list.add(new WordCount(e.getKey(), e.getValue()));
    Collections.sort(list);

    System.out.println("\nTop " + TOP_N + " words:");
    for (int i = 0; i < TOP_N && i < list.size(); i++) {
      WordCount wc = list.get(i);
      System.out.println((i + 1) + ". " + wc.word + " - " + wc.count);
    }

    System.out.println("\nLongest words: " + longestWords());
    System.out.printf("Average word length: %.2f%n", averageLength());
  }

  /**
   * Reads the given file and stores every cleaned word.
   *
   * @param name path of the file
   * @return false if the file could not be opened
   */
  static boolean readFile(String name) {
    Scanner fileIn;
    try {
      fileIn = new Scanner(new File(name));
    } catch (FileNotFoundException e) {
      return false;
    }

    while (fileIn.hasNextLine()) {
      String line = fileIn.nextLine();
      lineCount++;
      charCount += line.length() + 1;
      String[] parts = line.split("\\s+");
      for (int i = 0; i < parts.length; i++) {
        String w = cleanWord(parts[i]);
        if (w.length() > 0)
          allWords.add(w);
      }
    }

    fileIn.close();
    return true;
  }

  /**
   * Converts a token to lower case and strips punctuation.
   *
   * @param w the raw token
   * @return the cleaned word (may be empty)
   */
  static String cleanWord(String w) {
    String result = "";
    w = w.toLowerCase();
    for (int i = 0; i < w.length(); i++) {
      char c = w.charAt(i);
      if (Character.isLetterOrDigit(c) || c == '\'')
        result = result + c;
    }
    return result;
  }

  /**
   * @param w a cleaned word
   * @return whether it is a stop word
   */
  static boolean isStopWord(String w) {
    for (String s : STOP_WORDS)
      if (s.equals(w))
        return true;
    return false;
  }

  /**
   * Builds the frequency table.
   *
   * @param skipStop if true, stop words are not counted
   * @return map from word to number of occurrences
   */
  static HashMap<String, Integer> countWords(boolean skipStop) {
    HashMap<String, Integer> map = new HashMap<>();
    for (String w : allWords) {
      if (skipStop && isStopWord(w))
        continue;

      if (map.containsKey(w))
        map.put(w, map.get(w) + 1);
      else
        map.put(w, 1);
    }
    return map;
  }

  /**
   * @return the distinct words of maximal length, as a list string
   */
  static String longestWords() {
    int max = 0;
    for (String w : allWords)
      if (w.length() > max)
        max = w.length();

    ArrayList<String> longest = new ArrayList<>();
    for (String w : allWords)
      if (w.length() == max && !longest.contains(w))
        longest.add(w);

    return longest.toString();
  }

  /**
   * @return mean length of all words
   */
  static double averageLength() {
    int total = 0;
    for (String w : allWords)
      total += w.length();
    return (double) total / allWords.size();
  }
}

/**
 * A word together with how often it occurs. Sorted by count (desc) then alphabetically.
 */
class WordCount implements Comparable<WordCount> {

  String word;
  int count;

  WordCount(String word, int count) {
    this.word = word;
    this.count = count;
  }

  public int compareTo(WordCount other) {
    if (other.count != count)
      return other.count - count;
    return word.compareTo(other.word);
  }
}
