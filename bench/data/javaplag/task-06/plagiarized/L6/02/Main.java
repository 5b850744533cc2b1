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

    String path = args.length > 0 ? args[0] : null;
    if (path == null) {
      System.out.print("Enter file name: ");
      path = keyboard.nextLine();
    }

    System.out.print("Ignore stop words? (y/n): ");
    excludeCommon = keyboard.nextLine().trim().toLowerCase().matches("y.*");

    try {
      processFile(path);
    } catch (IOException e) {
      System.out.printf("Could not open file %s%n", path);
      return;
    }

    System.out.printf("%s: %d lines, %d words, %d characters%n", path, totalLines, wordList.size(), totalChars);

    // pick the biggest entry NUM_TOP_WORDS times instead of sorting everything
    HashMap<String, Integer> table = makeFrequencyTable(excludeCommon);
    System.out.printf("%nTop %d words:%n", NUM_TOP_WORDS);
    for (int rank = 1; rank <= NUM_TOP_WORDS && !table.isEmpty(); rank++) {
      String best = null;
      for (Map.Entry<String, Integer> e : table.entrySet()) {
        if (best == null) {
          best = e.getKey();
          continue;
        }
        int diff = e.getValue() - table.get(best);
        if (diff > 0 || (diff == 0 && e.getKey().compareTo(best) < 0))
          best = e.getKey();
      }
      System.out.printf("%d. %s - %d%n", rank, best, table.remove(best));
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
    for (String word : wordList) {
      if (excludeCommon && shouldIgnore(word, 0))
        continue;
      table.put(word, table.getOrDefault(word, 0) + 1);
    }
    return table;
  }

  /**
   * Recursive search through the stop word list.
   *
   * @param word a cleaned word
   * @param i index to start at
   * @return whether it is a stop word
   */
  public static boolean shouldIgnore(final String word, int i) {
    if (i == IGNORED_WORDS.length)
      return false;
    return IGNORED_WORDS[i].equals(word) || shouldIgnore(word, i + 1);
  }

  /**
   * Length statistic over all the words.
   *
   * @param average true for the mean length, false for the maximum length
   * @return the requested value
   */
  public double lengthStat(boolean average) {
    if (wordList.isEmpty())
      return 0;
    int letterSum = 0;
    int maxLength = 0;
    for (String word : wordList) {
      letterSum += word.length();
      maxLength = Math.max(maxLength, word.length());
    }
    return average ? (double) letterSum / wordList.size() : maxLength;
  }

  /**
   * @return the distinct words of maximal length, as a list string
   */
  public String getLongestWords() {
    final int maxLength = (int) lengthStat(false);
    final List<String> longestList = new ArrayList<>();

    for (String word : wordList) {
      if (word.length() != maxLength || longestList.contains(word))
        continue;
      longestList.add(word);
    }
    return longestList.toString();
  }

  /**
   * Reads the given file character by character and stores every cleaned word.
   *
   * @param filePath path of the file
   * @throws IOException if the file could not be read
   */
  public void processFile(final String filePath) throws IOException {
    String currentLine;

    try (BufferedReader reader = new BufferedReader(new FileReader(filePath))) {
      while ((currentLine = reader.readLine()) != null) {
        totalLines++;
        totalChars += currentLine.length() + 1;
        StringBuilder word = new StringBuilder();
        // a space (or the end of the line) finishes the current word
        for (int pos = 0; pos <= currentLine.length(); pos++) {
          char current = pos < currentLine.length() ? Character.toLowerCase(currentLine.charAt(pos)) : ' ';
          if (Character.isWhitespace(current)) {
            if (word.length() > 0)
              wordList.add(word.toString());
            word.setLength(0);
          } else if (Character.isLetterOrDigit(current) || current == APOSTROPHE) {
            word.append(current);
          }
        }
      }
    }
  }
}
