import java.util.*;
import java.io.*;

/**
 * Holds one pupil's record: full name, number and the list of scores.
 * The mean is worked out once in the constructor.
 */
class Pupil {
    static final int A_LIMIT = 90;
    static final int B_LIMIT = 80;
    static final int C_LIMIT = 70;
    static final int D_LIMIT = 60;

    final String fullName;
    final int number;
    final int[] scores;
    double mean;

    /**
     * Creates a pupil and calculates the mean straight away.
     * @param fullName the pupil's name
     * @param number   the pupil number
     * @param scores   all scores of the pupil (0-100)
     */
    public Pupil(String fullName, int number, int[] scores) {
        this.fullName = fullName;
        this.number = number;
        this.scores = scores;
        this.mean = calculateMean();
    }

    /** @return the mean of all scores */
    public double calculateMean() {
        int total = 0;
        for (int k = 0; k < scores.length; k++) {
            total += scores[k];
        }
        return (double) total / scores.length;
    }

    /** @return letter grade A-F for the mean */
    public String letterGrade() {
        if (mean >= A_LIMIT) return "A";
        else if (mean >= B_LIMIT) return "B";
        else if (mean >= C_LIMIT) return "C";
        else if (mean >= D_LIMIT) return "D";
        return "F";
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
        Scanner input;
        int lineNumber = 0;
        ArrayList<Pupil> pupils = new ArrayList<Pupil>();

        // choose where the input comes from
        if (args.length > 0) {
            try {
                input = new Scanner(new File(args[0]));
            } catch (FileNotFoundException ex) {
                System.out.println("Could not open file " + args[0]);
                return;
            }
        } else {
            System.out.println("Enter students as name,id,mark1,mark2,... (empty line to stop)");
            input = new Scanner(System.in);
        }

        while (input.hasNextLine()) {
            final String text = input.nextLine().trim();
            lineNumber++;
            if (text.length() == 0) {
                if (args.length == 0) break;   // blank line from keyboard = finished
                continue;
            }
            if (text.startsWith("#")) continue;   // skip comments
            Pupil p = readPupil(text, lineNumber);
            if (p != null) pupils.add(p);
        }
        input.close();

        if (pupils.size() == 0) {
            System.out.println("No valid students.");
            return;
        }

        orderByMean(pupils);
        System.out.println("\n--- Sorted by average ---");
        showTable(pupils);

        orderByName(pupils);
        System.out.println("\n--- Sorted by name ---");
        showTable(pupils);

        showSummary(pupils);
    }

    /**
     * Turns one input line into a Pupil.
     * Prints an error message and gives back null when the line is malformed.
     */
    private static Pupil readPupil(String text, int lineNumber) {
        String[] fields;
        String fullName;
        int number;
        int[] scores;

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

        scores = new int[fields.length - FIRST_SCORE];
        try {
            number = Integer.parseInt(fields[1].trim());
            for (int k = FIRST_SCORE; k < fields.length; k++) {
                scores[k - FIRST_SCORE] = Integer.parseInt(fields[k].trim());
                // scores must be percentages
                if (scores[k - FIRST_SCORE] < 0 || scores[k - FIRST_SCORE] > MAX_SCORE) {
                    System.out.println("Line " + lineNumber + " rejected: mark out of range");
                    return null;
                }
            }
        } catch (NumberFormatException ex) {
            System.out.println("Line " + lineNumber + " rejected: bad number");
            return null;
        }
        return new Pupil(fullName, number, scores);
    }

    /** Sorts the list so the best mean comes first (simple bubble sort). */
    private static void orderByMean(ArrayList<Pupil> pupils) {
        final int n = pupils.size();
        for (int pass = 0; pass < n - 1; pass++) {
            for (int pos = 0; pos < n - 1 - pass; pos++) {
                if (pupils.get(pos).mean < pupils.get(pos + 1).mean) {
                    // swap neighbours
                    Pupil temp = pupils.get(pos);
                    pupils.set(pos, pupils.get(pos + 1));
                    pupils.set(pos + 1, temp);
                }
            }
        }
    }

    /** Alphabetical order, ignoring upper/lower case. */
    private static void orderByName(ArrayList<Pupil> pupils) {
        Collections.sort(pupils, new Comparator<Pupil>() {
            public int compare(Pupil first, Pupil second) {
                return first.fullName.compareToIgnoreCase(second.fullName);
            }
        });
    }

    /** Prints every pupil as one row of a table. */
    private static void showTable(ArrayList<Pupil> pupils) {
        System.out.printf("%-15s %6s %8s %6s%n", "Name", "ID", "Average", "Grade");
        for (Pupil p : pupils) {
            System.out.printf("%-15s %6d %8.2f %6s%n", p.fullName, p.number, p.mean, p.letterGrade());
        }
    }

    /** Class mean, top pupil and how many failed. */
    private static void showSummary(ArrayList<Pupil> pupils) {
        double runningTotal = 0;
        Pupil top = pupils.get(0);
        int failCount = 0;
        int counter = 0;

        for (Pupil p : pupils) {
            runningTotal += p.mean;
            if (p.mean > top.mean) {
                top = p;
            }
            if (p.mean < PASS_LIMIT) failCount++;
        }

        System.out.printf("\nClass average: %.2f%n", runningTotal / pupils.size());
        System.out.println("Best student: " + top.fullName + " (" + top.number + ") with " + top.mean);
        System.out.println("Number failing: " + failCount);
    }
}
