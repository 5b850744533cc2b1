// Lab 7 - Word Statistics
// This program asks the user for a text file and then prints
// statistics about the words that are in the file.

import java.io.*;
import java.util.*;

// This class holds one word and the number of times we saw it
class Word {
    String text;   // the word itself
    int times;     // how many times it was found

    // constructor, a new word has been seen once
    public Word(String text) {
        this.text = text;
        this.times = 1;
    }
}

public class Main {

    public static void main(String[] args) {
        // Ask the user for the name of the file
        Scanner keyboard = new Scanner(System.in);
        System.out.print("Please enter the name of the text file: ");
        String fileName = keyboard.nextLine();

        // These variables will hold the statistics
        int lineTotal = 0;
        int wordTotal = 0;
        int charTotal = 0;
        int lengthSum = 0;
        String longestWord = "";
        ArrayList<Word> wordList = new ArrayList<Word>();

        try {
            // Open the file with a BufferedReader
            BufferedReader reader = new BufferedReader(new FileReader(fileName));
            String line = reader.readLine();

            // Keep reading until there are no more lines
            while (line != null) {
                lineTotal = lineTotal + 1;
                charTotal = charTotal + line.length();

                // Split the line on spaces
                String[] pieces = line.split(" ");
                for (String piece : pieces) {
                    // Take away punctuation and make it lower case
                    String clean = piece.replaceAll("[^a-zA-Z]", "").toLowerCase();

                    // Skip empty strings (these come from double spaces or punctuation)
                    if (clean.length() == 0) {
                        continue;
                    }

                    wordTotal = wordTotal + 1;
                    lengthSum = lengthSum + clean.length();

                    // Check if this is the longest word so far
                    if (clean.length() > longestWord.length()) {
                        longestWord = clean;
                    }

                    // Check if the word is already in the list
                    boolean alreadyThere = false;
                    for (Word w : wordList) {
                        if (w.text.equals(clean)) {
                            w.times = w.times + 1;
                            alreadyThere = true;
                        }
                    }
                    // If not, add it as a new word
                    if (alreadyThere == false) {
                        wordList.add(new Word(clean));
                    }
                }

                // Read the next line
                line = reader.readLine();
            }
            reader.close();
        } catch (IOException e) {
            System.out.println("Sorry, the file could not be read.");
            return;
        }

        // Sort the list with selection sort (biggest number of times first)
        for (int i = 0; i < wordList.size(); i++) {
            int biggest = i;
            for (int j = i + 1; j < wordList.size(); j++) {
                if (wordList.get(j).times > wordList.get(biggest).times) {
                    biggest = j;
                }
            }
            // swap the two words
            Word temp = wordList.get(i);
            wordList.set(i, wordList.get(biggest));
            wordList.set(biggest, temp);
        }

        // Print all the results
        System.out.println();
        System.out.println("----- Results -----");
        System.out.println("Lines:      " + lineTotal);
        System.out.println("Words:      " + wordTotal);
        System.out.println("Characters: " + charTotal);
        System.out.println();
        System.out.println("Top ten words:");
        int howMany = 10;
        if (wordList.size() < 10) {
            howMany = wordList.size();
        }
        for (int i = 0; i < howMany; i++) {
            System.out.println("  " + wordList.get(i).text + " appears " + wordList.get(i).times + " times");
        }
        System.out.println();
        System.out.println("The longest word is: " + longestWord);

        // Calculate the average (check for zero so we do not divide by zero)
        if (wordTotal > 0) {
            double average = (double) lengthSum / wordTotal;
            System.out.println("The average word length is: " + average);
        } else {
            System.out.println("There were no words in the file.");
        }
    }
}
