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
        int total = 0;
        for (int score : scores) {
            total = total + score;
        }
        this.mean = (double) total / scores.size();
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

    public static void main(String[] args) {
        Scanner input = openInput(args);
        if (input == null) return;

        ArrayList<Pupil> pupils = loadPupils(input, args.length == 0);
        if (pupils.isEmpty()) {
            System.out.println("No valid students.");
            return;
        }
        printReport(pupils);
    }

    /** Class mean, top pupil and how many failed. */
    private static void showSummary(ArrayList<Pupil> pupils) {
        double runningTotal = 0;
        Pupil top = pupils.get(0);
        int failCount = 0;
        int counter = 0;

        for (Pupil p : pupils) {
            runningTotal += p.mean;
            top = p.mean > top.mean ? p : top;
            if (p.mean < PASS_LIMIT) failCount = failCount + 1;
        }

        StringBuilder sb = new StringBuilder();
        sb.append(String.format("%nClass average: %.2f%n", runningTotal / pupils.size()));
        sb.append("Best student: ").append(top.fullName).append(" (").append(top.number)
          .append(") with ").append(top.mean).append('\n');
        sb.append("Number failing: ").append(failCount);
        System.out.println(sb);
    }

    /** Prints every pupil as one row of a table. */
    private static void showTable(ArrayList<Pupil> pupils) {
        System.out.println(String.format("%-15s %6s %8s %6s", "Name", "ID", "Average", "Grade"));
        for (int i = 0; i < pupils.size(); i++) {
            Pupil p = pupils.get(i);
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

    /** @return letter grade A-F for a mean (tens digit decides) */
    private static String gradeFor(double mean) {
        switch ((int) (mean / 10)) {
            case 10:
            case 9:
                return "A";
            case 8:
                return "B";
            case 7:
                return "C";
            case 6:
                return "D";
            default:
                return "F";
        }
    }

    /**
     * Sorts the list. With byMean the best mean comes first (bubble sort),
     * otherwise alphabetical order ignoring upper/lower case.
     */
    private static void sortPupils(ArrayList<Pupil> pupils, boolean byMean) {
        if (!byMean) {
            pupils.sort((first, second) -> first.fullName.compareToIgnoreCase(second.fullName));
            return;
        }
        final int n = pupils.size();
        int pass = 0;
        while (pass < n - 1) {
            int pos = 0;
            while (pos < n - 1 - pass) {
                if (pupils.get(pos).mean < pupils.get(pos + 1).mean) {
                    // swap neighbours
                    Pupil temp = pupils.get(pos);
                    pupils.set(pos, pupils.get(pos + 1));
                    pupils.set(pos + 1, temp);
                }
                pos += 1;
            }
            pass += 1;
        }
    }

    /** Opens the file given on the command line, or the keyboard. Null on failure. */
    private static Scanner openInput(String[] args) {
        if (args.length > 0) {
            try {
                return new Scanner(new File(args[0]));
            } catch (FileNotFoundException ex) {
                System.out.println("Could not open file " + args[0]);
                return null;
            }
        }
        System.out.println("Enter students as name,id,mark1,mark2,... (empty line to stop)");
        return new Scanner(System.in);
    }

    /** Reads all lines, keeping only the valid pupils. */
    private static ArrayList<Pupil> loadPupils(Scanner input, boolean keyboard) {
        ArrayList<Pupil> pupils = new ArrayList<Pupil>();
        int lineNumber = 0;
        while (input.hasNextLine()) {
            final String text = input.nextLine().trim();
            lineNumber += 1;
            if (text.isEmpty()) {
                if (keyboard) break;   // blank line from keyboard = finished
                continue;
            }
            if (text.charAt(0) == '#') continue;   // skip comments
            Pupil p = readPupil(text, lineNumber);
            if (p != null) pupils.add(p);
        }
        input.close();
        return pupils;
    }

    /**
     * Turns one input line into a Pupil.
     * Prints an error message and gives back null when the line is malformed.
     */
    private static Pupil readPupil(String text, int lineNumber) {
        String[] fields;
        String fullName;
        int number;
        ArrayList<Integer> scores = new ArrayList<Integer>();

        fields = text.split(",");
        if (fields.length < FIRST_SCORE + MIN_SCORES) {
            System.out.println("Line " + lineNumber + " rejected: not enough fields");
            return null;
        }

        fullName = fields[0].trim();
        if (fullName.isEmpty()) {
            System.out.println("Line " + lineNumber + " rejected: missing name");
            return null;
        }

        try {
            number = Integer.parseInt(fields[1].trim());
            int k = FIRST_SCORE;
            while (k < fields.length) {
                int score = Integer.parseInt(fields[k].trim());
                // scores must be percentages
                if (!(score >= 0 && score <= MAX_SCORE)) {
                    System.out.println("Line " + lineNumber + " rejected: mark out of range");
                    return null;
                }
                scores.add(score);
                k++;
            }
        } catch (NumberFormatException ex) {
            System.out.println("Line " + lineNumber + " rejected: bad number");
            return null;
        }
        return new Pupil(fullName, number, scores);
    }
}
