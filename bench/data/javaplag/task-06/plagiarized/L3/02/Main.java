import java.util.Scanner;
import java.util.Map;
import java.util.List;
import java.util.HashMap;
import java.util.Collections;
import java.util.ArrayList;
import java.io.FileNotFoundException;
import java.io.File;

/**
 * Text statistics tool.
 *
 * Prints the line, word and character count of a file, the most
 * common words, the longest words and the average word length.
 */
public class Main {

  public static final int NUM_TOP_WORDS = 10;
  public static final String WORD_SEPARATOR = "\\s+";
  public static final char APOSTROPHE = '\'';
  public static final String[] IGNORED_WORDS = {"the", "a", "an", "and", "or", "of", "to", "in", "is", "it", "that", "for", "on", "with", "as", "was", "i", "be"};

  private static int totalLines = 0;
  private static int totalChars = 0;
  private static final List<String> wordList = new ArrayList<>();

  /**
   * Entry point.
   *
   * @param args optional file name
   */
  public static void main(String[] args) {
    final Scanner keyboard = new Scanner(System.in);
    String path;
    int distinctCount = 0;
    boolean excludeCommon;
    HashMap<String, Integer> frequencies;
    List<Pair> ranking;
    int pos;

    if (args.length > 0) {
      path = args[0];
    } else {
      System.out.print("Enter file name: ");
      path = keyboard.nextLine();
    }

    System.out.print("Ignore stop words? (y/n): ");
    excludeCommon = keyboard.nextLine().trim().toLowerCase().startsWith("y");

    if (!processFile(path)) {
      System.out.println("Could not open file " + path);
      return;
    }

    System.out.println("Lines: " + totalLines);
    System.out.println("Words: " + wordList.size());
    System.out.println("Characters: " + totalChars);

    frequencies = makeFrequencyTable(excludeCommon);
    ranking = new ArrayList<>();
    for (Map.Entry<String, Integer> entry : frequencies.entrySet())
      ranking.add(new Pair(entry.getKey(), entry.getValue()));
    Collections.sort(ranking);

    System.out.println("\nTop " + NUM_TOP_WORDS + " words:");
    for (pos = 0; pos < NUM_TOP_WORDS && pos < ranking.size(); pos++) {
      Pair p = ranking.get(pos);
      System.out.println((pos + 1) + ". " + p.text + " - " + p.freq);
    }

    System.out.println("\nLongest words: " + getLongestWords());
    System.out.printf("Average word length: %.2f%n", computeAverage());
  }

  /**
   * Reads the given file and stores every cleaned word.
   *
   * @param filePath path of the file
   * @return false if the file could not be opened
   */
  public static boolean processFile(final String filePath) {
    Scanner reader;
    String currentLine;
    String[] tokens;
    String word;
    int pos;

    try {
      reader = new Scanner(new File(filePath));
    } catch (FileNotFoundException notFound) {
      return false;
    }

    while (reader.hasNextLine()) {
      currentLine = reader.nextLine();
      totalLines++;
      totalChars += currentLine.length() + 1;
      tokens = currentLine.split(WORD_SEPARATOR);
      for (pos = 0; pos < tokens.length; pos++) {
        word = stripPunctuation(tokens[pos]);
        if (word.length() > 0)
          wordList.add(word);
      }
    }

    reader.close();
    return true;
  }

  /**
   * Converts a token to lower case and strips punctuation.
   *
   * @param token the raw token
   * @return the cleaned word (may be empty)
   */
  public static String stripPunctuation(String token) {
    String cleaned = "";
    char current;
    token = token.toLowerCase();
    for (int pos = 0; pos < token.length(); pos++) {
      current = token.charAt(pos);
      if (Character.isLetterOrDigit(current) || current == APOSTROPHE)
        cleaned = cleaned + current;
    }
    return cleaned;
  }

  /**
   * @param word a cleaned word
   * @return whether it is a stop word
   */
  public static boolean shouldIgnore(final String word) {
    for (String ignored : IGNORED_WORDS)
      if (ignored.equals(word))
        return true;
    return false;
  }

  /**
   * Builds the frequency table.
   *
   * @param excludeCommon if true, stop words are not counted
   * @return map from word to number of occurrences
   */
  public static HashMap<String, Integer> makeFrequencyTable(final boolean excludeCommon) {
    final HashMap<String, Integer> table = new HashMap<>();
    for (String word : wordList) {
      if (excludeCommon && shouldIgnore(word))
        continue;

      if (table.containsKey(word))
        table.put(word, table.get(word) + 1);
      else
        table.put(word, 1);
    }
    return table;
  }

  /**
   * @return the distinct words of maximal length, as a list string
   */
  public static String getLongestWords() {
    int maxLength = 0;
    final List<String> longestList = new ArrayList<>();

    for (String word : wordList)
      if (word.length() > maxLength)
        maxLength = word.length();

    for (String word : wordList)
      if (word.length() == maxLength && !longestList.contains(word))
        longestList.add(word);

    return longestList.toString();
  }

  /**
   * @return mean length of all words
   */
  public static double computeAverage() {
    int letterSum = 0;
    for (String word : wordList)
      letterSum += word.length();
    return (double) letterSum / wordList.size();
  }
}

/**
 * A word together with how often it occurs. Sorted by count (desc) then alphabetically.
 */
class Pair implements Comparable<Pair> {

  final String text;
  final int freq;

  public Pair(String text, int freq) {
    this.text = text;
    this.freq = freq;
  }

  @Override
  public int compareTo(Pair other) {
    if (other.freq != freq)
      return other.freq - freq;
    return text.compareTo(other.text);
  }
}
