import java.io.File;
import java.io.FileNotFoundException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Scanner;

/**
 * Holds one student's record: name, id number and the list of marks.
 * The average is worked out once in the constructor.
 */
class Student {
    String name;
    int id;
    int[] marks;
    double average;

    /**
     * Creates a student and calculates the average straight away.
     * @param name  the student's name
     * @param id    the student number
     * @param marks all marks of the student (0-100)
     */
    Student(String name, int id, int[] marks) {
        this.name = name;
        this.id = id;
        this.marks = marks;
        this.average = computeAverage();
    }

    /** @return the mean of all marks */
    double computeAverage() {
        int sum = 0;
        for (int i = 0; i < marks.length; i++) {
            sum += marks[i];
        }
        return (double) sum / marks.length;
    }

    /** @return letter grade A-F for the average */
    String getGrade() {
        if (average >= 90) return "A";
        else if (average >= 80) return "B";
        else if (average >= 70) return "C";
        else if (average >= 60) return "D";
        return "F";
    }
}

/**
 * Assignment: student records.
 * Reads lines like "name,id,mark1,mark2,..." from a file (first argument)
 * or from the keyboard, then prints two sorted tables and some statistics.
 */
public class Main {

    static final int MIN_MARKS = 2;          // a student needs at least this many marks
    static final double PASS_MARK = 50.0;    // below this counts as failing

    static ArrayList<Student> students = new ArrayList<Student>();

    public static void main(String[] args) {
        Scanner in;

        // choose where the input comes from
        if (args.length > 0) {
            try {
                in = new Scanner(new File(args[0]));
            } catch (FileNotFoundException e) {
                System.out.println("Could not open file " + args[0]);
                return;
            }
        } else {
            System.out.println("Enter students as name,id,mark1,mark2,... (empty line to stop)");
            in = new Scanner(System.in);
        }

        int lineNo = 0;
        while (in.hasNextLine()) {
            String line = in.nextLine().trim();
            lineNo++;
            if (line.length() == 0) {
                if (args.length == 0) break;   // blank line from keyboard = finished
                continue;
            }
            if (line.startsWith("#")) continue;   // skip comments
            Student s = parseLine(line, lineNo);
            if (s != null) students.add(s);
        }
        in.close();

        if (students.size() == 0) {
            System.out.println("No valid students.");
            return;
        }

        sortByAverage();
        System.out.println("\n--- Sorted by average ---");
        printTable();

        sortByName();
        System.out.println("\n--- Sorted by name ---");
        printTable();

        printStats();
    }

    /**
     * Turns one input line into a Student.
     * Prints an error message and gives back null when the line is malformed.
     */
    static Student parseLine(String line, int lineNo) {
        String[] parts = line.split(",");
        if (parts.length < 2 + MIN_MARKS) {
            System.out.println("Line " + lineNo + " rejected: not enough fields");
            return null;
        }

        String name = parts[0].trim();
        if (name.isEmpty()) {
            System.out.println("Line " + lineNo + " rejected: missing name");
            return null;
        }

        int id;
        int[] marks = new int[parts.length - 2];
        try {
            id = Integer.parseInt(parts[1].trim());
            for (int i = 2; i < parts.length; i++) {
                marks[i - 2] = Integer.parseInt(parts[i].trim());
                // marks must be percentages
                if (marks[i - 2] < 0 || marks[i - 2] > 100) {
                    System.out.println("Line " + lineNo + " rejected: mark out of range");
                    return null;
                }
            }
        } catch (NumberFormatException e) {
            System.out.println("Line " + lineNo + " rejected: bad number");
            return null;
        }
        return new Student(name, id, marks);
    }

    /** Sorts the list so the best average comes first (simple bubble sort). */
    static void sortByAverage() {
        for (int i = 0; i < students.size() - 1; i++) {
            for (int j = 0; j < students.size() - 1 - i; j++) {
                if (students.get(j).average < students.get(j + 1).average) {
                    // swap neighbours
                    Student tmp = students.get(j);
                    students.set(j, students.get(j + 1));
                    students.set(j + 1, tmp);
                }
            }
        }
    }

    /** Alphabetical order, ignoring upper/lower case. */
    static void sortByName() {
        Collections.sort(students, new Comparator<Student>() {
            public int compare(Student a, Student b) {
                return a.name.compareToIgnoreCase(b.name);
            }
        });
    }

    /** Prints every student as one row of a table. */
    static void printTable() {
        System.out.printf("%-15s %6s %8s %6s%n", "Name", "ID", "Average", "Grade");
        for (Student s : students) {
            System.out.printf("%-15s %6d %8.2f %6s%n", s.name, s.id, s.average, s.getGrade());
        }
    }

    /** Class average, top student and how many failed. */
    static void printStats() {
        double total = 0;
        Student best = students.get(0);
        int failing = 0;
        int count = 0;

        for (Student s : students) {
            total += s.average;
            if (s.average > best.average) {
                best = s;
            }
            if (s.average < PASS_MARK) failing++;
        }

        System.out.printf("\nClass average: %.2f%n", total / students.size());
        System.out.println("Best student: " + best.name + " (" + best.id + ") with " + best.average);
        System.out.println("Number failing: " + failing);
    }
}
