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

  static final int NUM_TOP_WORDS = 10;
  static final String[] IGNORED_WORDS = {"the", "a", "an", "and", "or", "of", "to", "in", "is", "it", "that", "for", "on", "with", "as", "was", "i", "be"};

  static int totalLines = 0;
  static int totalChars = 0;
  static ArrayList<String> wordList = new ArrayList<>();

  /**
   * Entry point.
   *
   * @param args optional file name
   */
  public static void main(String[] args) {
    Scanner keyboard = new Scanner(System.in);
    String path;
    int distinctCount = 0;

    if (args.length > 0) {
      path = args[0];
    } else {
      System.out.print("Enter file name: ");
      path = keyboard.nextLine();
    }

    System.out.print("Ignore stop words? (y/n): ");
    boolean excludeCommon = keyboard.nextLine().trim().toLowerCase().startsWith("y");

    if (!processFile(path)) {
      System.out.println("Could not open file " + path);
      return;
    }

    System.out.println("Lines: " + totalLines);
    System.out.println("Words: " + wordList.size());
    System.out.println("Characters: " + totalChars);

    HashMap<String, Integer> frequencies = makeFrequencyTable(excludeCommon);
    ArrayList<Pair> ranking = new ArrayList<>();
    for (Map.Entry<String, Integer> entry : frequencies.entrySet())
      ranking.add(new Pair(entry.getKey(), entry.getValue()));
    Collections.sort(ranking);

    System.out.println("\nTop " + NUM_TOP_WORDS + " words:");
    for (int pos = 0; pos < NUM_TOP_WORDS && pos < ranking.size(); pos++) {
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
  static boolean processFile(String filePath) {
    Scanner reader;
    try {
      reader = new Scanner(new File(filePath));
    } catch (FileNotFoundException notFound) {
      return false;
    }

    while (reader.hasNextLine()) {
      String currentLine = reader.nextLine();
      totalLines++;
      totalChars += currentLine.length() + 1;
      String[] tokens = currentLine.split("\\s+");
      for (int pos = 0; pos < tokens.length; pos++) {
        String word = stripPunctuation(tokens[pos]);
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
  static String stripPunctuation(String token) {
    String cleaned = "";
    token = token.toLowerCase();
    for (int pos = 0; pos < token.length(); pos++) {
      char current = token.charAt(pos);
      if (Character.isLetterOrDigit(current) || current == '\'')
        cleaned = cleaned + current;
    }
    return cleaned;
  }

  /**
   * @param word a cleaned word
   * @return whether it is a stop word
   */
  static boolean shouldIgnore(String word) {
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
  static HashMap<String, Integer> makeFrequencyTable(boolean excludeCommon) {
    HashMap<String, Integer> table = new HashMap<>();
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
  static String getLongestWords() {
    int maxLength = 0;
    for (String word : wordList)
      if (word.length() > maxLength)
        maxLength = word.length();

    ArrayList<String> longestList = new ArrayList<>();
    for (String word : wordList)
      if (word.length() == maxLength && !longestList.contains(word))
        longestList.add(word);

    return longestList.toString();
  }

  /**
   * @return mean length of all words
   */
  static double computeAverage() {
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

  String text;
  int freq;

  Pair(String text, int freq) {
    this.text = text;
    this.freq = freq;
  }

  public int compareTo(Pair other) {
    if (other.freq != freq)
      return other.freq - freq;
    return text.compareTo(other.text);
  }
}
