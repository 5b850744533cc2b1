import java.io.File;
import java.io.FileNotFoundException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Scanner;

/**
 * Holds one pupil's record: full name, number and the list of scores.
 * The mean is worked out once in the constructor.
 */
class Pupil {
    String fullName;
    int number;
    int[] scores;
    double mean;

    /**
     * Creates a pupil and calculates the mean straight away.
     * @param fullName the pupil's name
     * @param number   the pupil number
     * @param scores   all scores of the pupil (0-100)
     */
    Pupil(String fullName, int number, int[] scores) {
        this.fullName = fullName;
        this.number = number;
        this.scores = scores;
        this.mean = calculateMean();
    }

    /** @return the mean of all scores */
    double calculateMean() {
        int total = 0;
        for (int k = 0; k < scores.length; k++) {
            total += scores[k];
        }
        return (double) total / scores.length;
    }

    /** @return letter grade A-F for the mean */
    String letterGrade() {
        if (mean >= 90) return "A";
        else if (mean >= 80) return "B";
        else if (mean >= 70) return "C";
        else if (mean >= 60) return "D";
        return "F";
    }
}

/**
 * Assignment: student records.
 * Reads lines like "name,id,mark1,mark2,..." from a file (first argument)
 * or from the keyboard, then prints two sorted tables and some statistics.
 */
public class Main {

    static final int MIN_SCORES = 2;          // a pupil needs at least this many scores
    static final double PASS_LIMIT = 50.0;    // below this counts as failing

    static ArrayList<Pupil> pupils = new ArrayList<Pupil>();

    public static void main(String[] args) {
        Scanner input;

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

        int lineNumber = 0;
        while (input.hasNextLine()) {
            String text = input.nextLine().trim();
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

        orderByMean();
        System.out.println("\n--- Sorted by average ---");
        showTable();

        orderByName();
        System.out.println("\n--- Sorted by name ---");
        showTable();

        showSummary();
    }

    /**
     * Turns one input line into a Pupil.
     * Prints an error message and gives back null when the line is malformed.
     */
    static Pupil readPupil(String text, int lineNumber) {
        String[] fields = text.split(",");
        if (fields.length < 2 + MIN_SCORES) {
            System.out.println("Line " + lineNumber + " rejected: not enough fields");
            return null;
        }

        String fullName = fields[0].trim();
        if (fullName.isEmpty()) {
            System.out.println("Line " + lineNumber + " rejected: missing name");
            return null;
        }

        int number;
        int[] scores = new int[fields.length - 2];
        try {
            number = Integer.parseInt(fields[1].trim());
            for (int k = 2; k < fields.length; k++) {
                scores[k - 2] = Integer.parseInt(fields[k].trim());
                // scores must be percentages
                if (scores[k - 2] < 0 || scores[k - 2] > 100) {
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
    static void orderByMean() {
        for (int pass = 0; pass < pupils.size() - 1; pass++) {
            for (int pos = 0; pos < pupils.size() - 1 - pass; pos++) {
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
    static void orderByName() {
        Collections.sort(pupils, new Comparator<Pupil>() {
            public int compare(Pupil first, Pupil second) {
                return first.fullName.compareToIgnoreCase(second.fullName);
            }
        });
    }

    /** Prints every pupil as one row of a table. */
    static void showTable() {
        System.out.printf("%-15s %6s %8s %6s%n", "Name", "ID", "Average", "Grade");
        for (Pupil p : pupils) {
            System.out.printf("%-15s %6d %8.2f %6s%n", p.fullName, p.number, p.mean, p.letterGrade());
        }
    }

    /** Class mean, top pupil and how many failed. */
    static void showSummary() {
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
