import java.util.Scanner;
import java.util.Map;
import java.util.List;
import java.util.HashMap;
import java.util.ArrayList;
import java.io.IOException;
import java.io.FileReader;
import java.io.BufferedReader;

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

  private int totalLines = 0;
  private int totalChars = 0;
  private final List<String> wordList = new ArrayList<>();

  /**
   * Entry point.
   *
   * @param args optional file name
   */
  public static void main(String[] args) {
    new Main().run(args);
  }

  /**
   * Asks for the input, reads the file and prints all the statistics.
   *
   * @param args command line arguments
   */
  public void run(String[] args) {
    final Scanner keyboard = new Scanner(System.in);
    int distinctCount = 0;
    boolean excludeCommon;
    List<Map.Entry<String, Integer>> ranking;
    int pos;

    String path = args.length > 0 ? args[0] : null;
    if (path == null) {
      System.out.print("Enter file name: ");
      path = keyboard.nextLine();
    }

    System.out.print("Ignore stop words? (y/n): ");
    excludeCommon = keyboard.nextLine().trim().toLowerCase().matches("y.*");

    if (!processFile(path)) {
      System.out.printf("Could not open file %s%n", path);
      return;
    }

    System.out.printf("Lines: %d%nWords: %d%nCharacters: %d%n", totalLines, wordList.size(), totalChars);

    ranking = new ArrayList<>(makeFrequencyTable(excludeCommon).entrySet());
    ranking.sort((a, b) -> a.getValue().equals(b.getValue())
        ? a.getKey().compareTo(b.getKey())
        : Integer.compare(b.getValue(), a.getValue()));

    System.out.printf("%nTop %d words:%n", NUM_TOP_WORDS);
    pos = 0;
    while (pos < NUM_TOP_WORDS && pos < ranking.size()) {
      Map.Entry<String, Integer> p = ranking.get(pos);
      System.out.printf("%d. %s - %d%n", pos + 1, p.getKey(), p.getValue());
      pos = pos + 1;
    }

    System.out.printf("%nLongest words: %s%n", getLongestWords());
    System.out.printf("Average word length: %.2f%n", lengthStat(true));
  }

  /**
   * Builds the frequency table.
   *
   * @param excludeCommon if true, stop words are not counted
   * @return map from word to number of occurrences
   */
  public HashMap<String, Integer> makeFrequencyTable(final boolean excludeCommon) {
    final HashMap<String, Integer> table = new HashMap<>();
    for (int i = 0; i < wordList.size(); i++) {
      String word = wordList.get(i);
      if (!excludeCommon || !shouldIgnore(word))
        table.put(word, table.getOrDefault(word, 0) + 1);
    }
    return table;
  }

  /**
   * @param word a cleaned word
   * @return whether it is a stop word
   */
  public static boolean shouldIgnore(final String word) {
    int i = 0;
    while (i < IGNORED_WORDS.length) {
      if (IGNORED_WORDS[i].equals(word))
        return true;
      i++;
    }
    return false;
  }

  /**
   * Length statistic over all the words.
   *
   * @param average true for the mean length, false for the maximum length
   * @return the requested value
   */
  public double lengthStat(boolean average) {
    int letterSum = 0;
    int maxLength = 0;
    for (int i = 0; i < wordList.size(); i++) {
      int len = wordList.get(i).length();
      letterSum += len;
      maxLength = len > maxLength ? len : maxLength;
    }
    return average ? (double) letterSum / wordList.size() : maxLength;
  }

  /**
   * @return the distinct words of maximal length, as a list string
   */
  public String getLongestWords() {
    final int maxLength = (int) lengthStat(false);
    final List<String> longestList = new ArrayList<>();

    for (String word : wordList)
      if (word.length() == maxLength && longestList.indexOf(word) < 0)
        longestList.add(word);

    return longestList.toString();
  }

  /**
   * Reads the given file and stores every cleaned word.
   *
   * @param filePath path of the file
   * @return false if the file could not be opened
   */
  public boolean processFile(final String filePath) {
    String currentLine;
    String word;

    try (BufferedReader reader = new BufferedReader(new FileReader(filePath))) {
      while ((currentLine = reader.readLine()) != null) {
        totalLines = totalLines + 1;
        totalChars += currentLine.length() + 1;
        for (String token : currentLine.split(WORD_SEPARATOR)) {
          word = stripPunctuation(token);
          if (!word.isEmpty())
            wordList.add(word);
        }
      }
    } catch (IOException notFound) {
      return false;
    }
    return true;
  }

  /**
   * Converts a token to lower case and strips punctuation.
   *
   * @param token the raw token
   * @return the cleaned word (may be empty)
   */
  public static String stripPunctuation(String token) {
    StringBuilder cleaned = new StringBuilder();
    String lower = token.toLowerCase();
    int pos = 0;
    while (pos < lower.length()) {
      char current = lower.charAt(pos);
      if (Character.isLetterOrDigit(current) || current == APOSTROPHE)
        cleaned.append(current);
      pos++;
    }
    return cleaned.toString();
  }
}
