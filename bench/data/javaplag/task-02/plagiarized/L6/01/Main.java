import java.util.*;
import java.io.*;

/**
 * Holds one pupil's record: full name, number and the list of scores.
 * The mean is worked out once in the constructor.
 */
class Pupil {
    final String fullName;
    final int number;
    final ArrayList<Integer> scores;
    double mean;

    /**
     * Creates a pupil and calculates the mean straight away.
     * @param fullName the pupil's name
     * @param number   the pupil number
     * @param scores   all scores of the pupil (0-100)
     */
    public Pupil(String fullName, int number, ArrayList<Integer> scores) {
        this.fullName = fullName;
        this.number = number;
        this.scores = scores;
        this.mean = (double) sumFrom(scores, 0) / scores.size();
    }

    /** Adds up the scores from position idx to the end (recursive). */
    private static int sumFrom(ArrayList<Integer> scores, int idx) {
        if (idx >= scores.size()) return 0;
        return scores.get(idx) + sumFrom(scores, idx + 1);
    }
}

/**
 * Assignment: student records.
 * Reads lines like "name,id,mark1,mark2,..." from a file (first argument)
 * or from the keyboard, then prints two sorted tables and some statistics.
 */
public class Main {

    private static final int MIN_SCORES = 2;          // a pupil needs at least this many scores
    private static final int FIRST_SCORE = 2;         // column where the scores start
    private static final int MAX_SCORE = 100;
    private static final double PASS_LIMIT = 50.0;    // below this counts as failing

    private static final int[] CUTOFFS = {90, 80, 70, 60};
    private static final String[] LETTERS = {"A", "B", "C", "D"};

    public static void main(String[] args) {
        Scanner input = openInput(args);
        if (input == null) return;

        ArrayList<Pupil> pupils = loadPupils(input, args.length == 0);
        if (!pupils.isEmpty()) {
            printReport(pupils);
        } else {
            System.out.println("No valid students were entered.");
        }
    }

    /** Class mean, top pupil and how many failed. */
    private static void showSummary(ArrayList<Pupil> pupils) {
        double runningTotal = 0;
        int topIndex = 0;
        int passCount = 0;

        for (int i = 0; i < pupils.size(); i++) {
            Pupil p = pupils.get(i);
            runningTotal += p.mean;
            if (p.mean > pupils.get(topIndex).mean) topIndex = i;
            if (p.mean >= PASS_LIMIT) passCount++;
        }
        Pupil top = pupils.get(topIndex);

        StringBuilder sb = new StringBuilder();
        sb.append(String.format("%nClass average: %.2f%n", runningTotal / pupils.size()));
        sb.append(String.format("Best student: %s (%d), average %.2f%n", top.fullName, top.number, top.mean));
        sb.append("Number failing: ").append(pupils.size() - passCount);
        System.out.println(sb);
    }

    /** Prints every pupil as one row of a table. */
    private static void showTable(ArrayList<Pupil> pupils) {
        System.out.println(String.format("%-15s %6s %8s %6s", "Name", "ID", "Average", "Grade"));
        for (Pupil p : pupils) {
            System.out.println(String.format("%-15s %6d %8.2f %6s", p.fullName, p.number, p.mean, gradeFor(p.mean)));
        }
    }

    /** Both tables followed by the summary. */
    private static void printReport(ArrayList<Pupil> pupils) {
        sortPupils(pupils, true);
        System.out.println("\n--- Sorted by average ---");
        showTable(pupils);

        sortPupils(pupils, false);
        System.out.println("\n--- Sorted by name ---");
        showTable(pupils);

        showSummary(pupils);
    }

    /** @return letter grade A-F for a mean, first cutoff reached wins */
    private static String gradeFor(double mean) {
        for (int i = 0; i < CUTOFFS.length; i++) {
            if (mean >= CUTOFFS[i]) return LETTERS[i];
        }
        return "F";
    }

    /**
     * Sorts the list. With byMean the best mean comes first (insertion sort),
     * otherwise alphabetical order ignoring upper/lower case.
     */
    private static void sortPupils(ArrayList<Pupil> pupils, boolean byMean) {
        if (byMean) {
            for (int i = 1; i < pupils.size(); i++) {
                Pupil current = pupils.get(i);
                int j = i - 1;
                // shift the smaller means one place to the right
                while (j >= 0 && pupils.get(j).mean < current.mean) {
                    pupils.set(j + 1, pupils.get(j));
                    j--;
                }
                pupils.set(j + 1, current);
            }
        } else {
            pupils.sort((first, second) -> first.fullName.compareToIgnoreCase(second.fullName));
        }
    }

    /** Opens the file given on the command line, or the keyboard. Null on failure. */
    private static Scanner openInput(String[] args) {
        if (args.length == 0) {
            System.out.println("Enter students as name,id,mark1,mark2,... (empty line to stop)");
            return new Scanner(System.in);
        }
        try {
            return new Scanner(new File(args[0]));
        } catch (FileNotFoundException ex) {
            System.out.println("Could not open file " + args[0]);
            return null;
        }
    }

    /** Reads all lines, keeping only the valid pupils. */
    private static ArrayList<Pupil> loadPupils(Scanner input, boolean keyboard) {
        ArrayList<Pupil> pupils = new ArrayList<Pupil>();
        int lineNumber = 0;
        while (true) {
            if (!input.hasNextLine()) break;
            final String text = input.nextLine().trim();
            lineNumber += 1;
            if (text.isEmpty() && keyboard) break;   // blank line from keyboard = finished
            if (text.isEmpty() || text.charAt(0) == '#') continue;   // skip blanks and comments
            Pupil p = readPupil(text, lineNumber);
            if (p == null) continue;
            pupils.add(p);
        }
        input.close();
        return pupils;
    }

    /**
     * Turns one input line into a Pupil.
     * Prints an error message and gives back null when the line is malformed.
     */
    private static Pupil readPupil(String text, int lineNumber) {
        String[] fields = text.split(",");
        String problem = null;
        ArrayList<Integer> scores = new ArrayList<Integer>();
        int number = 0;

        if (fields.length < FIRST_SCORE + MIN_SCORES) {
            problem = "not enough fields";
        } else if (fields[0].trim().isEmpty()) {
            problem = "missing name";
        } else {
            try {
                number = Integer.parseInt(fields[1].trim());
                for (int k = FIRST_SCORE; k < fields.length && problem == null; k++) {
                    int score = Integer.parseInt(fields[k].trim());
                    if (score < 0 || score > MAX_SCORE) problem = "mark out of range";
                    else scores.add(score);
                }
            } catch (NumberFormatException ex) {
                problem = "bad number";
            }
        }
        if (problem != null) {
            System.out.println("Line " + lineNumber + " rejected: " + problem);
            return null;
        }
        return new Pupil(fields[0].trim(), number, scores);
    }
}
