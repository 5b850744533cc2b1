import java.util.Scanner;
import java.io.File;

public class Main {
    public static void main(String[] args) throws Exception {
        Scanner kb = new Scanner(System.in);
        System.out.println("What file do you want to analyse?");
        String name = kb.next();
        Scanner file = new Scanner(new File(name));

        String[] words = new String[5000];
        int[] counts = new int[5000];
        int different = 0;
        int lines = 0;
        int totalWords = 0;
        int chars = 0;
        int letters = 0;
        String longest = "";

        while (file.hasNextLine()) {
            String line = file.nextLine();
            lines++;
            chars = chars + line.length();
            Scanner lineScan = new Scanner(line);
            while (lineScan.hasNext()) {
                String token = lineScan.next().toLowerCase();
                String word = "";
                for (int i = 0; i < token.length(); i++) {
                    char ch = token.charAt(i);
                    if (ch >= 'a' && ch <= 'z') {
                        word = word + ch;
                    }
                }
                if (word.equals("")) {
                    continue;
                }
                totalWords++;
                letters = letters + word.length();
                if (word.length() > longest.length()) {
                    longest = word;
                }
                // look if we already have the word
                int found = -1;
                for (int i = 0; i < different; i++) {
                    if (words[i].equals(word)) {
                        found = i;
                    }
                }
                if (found == -1) {
                    words[different] = word;
                    counts[different] = 1;
                    different++;
                } else {
                    counts[found]++;
                }
            }
        }

        // bubble sort so the biggest count is first
        for (int i = 0; i < different - 1; i++) {
            for (int j = 0; j < different - 1 - i; j++) {
                if (counts[j] < counts[j + 1]) {
                    int t = counts[j];
                    counts[j] = counts[j + 1];
                    counts[j + 1] = t;
                    String s = words[j];
                    words[j] = words[j + 1];
                    words[j + 1] = s;
                }
            }
        }

        System.out.println("Number of lines = " + lines);
        System.out.println("Number of words = " + totalWords);
        System.out.println("Number of characters = " + chars);
        System.out.println("The 10 most common words are:");
        for (int i = 0; i < 10; i++) {
            if (i < different) {
                System.out.println(words[i] + " " + counts[i]);
            }
        }
        System.out.println("Longest word = " + longest);
        System.out.println("Average length = " + (double) letters / totalWords);
    }
}
