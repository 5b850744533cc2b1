import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/*
 * CS2 lab 3 - gradebook.
 * Usage: java Main [file]   (default file: students.csv)
 * File format: surname;firstname;studentId;mark1;mark2;...
 */

interface GradingScheme {
    String gradeFor(double average);
    boolean isPass(double average);
}

class PercentScheme implements GradingScheme {
    public String gradeFor(double average) {
        if (average >= 80) return "Distinction";
        if (average >= 65) return "Merit";
        if (average >= 40) return "Pass";
        return "Fail";
    }

    public boolean isPass(double average) {
        return average >= 40;
    }
}

class InvalidRecordException extends Exception {
    InvalidRecordException(String msg) { super(msg); }
}

class StudentRecord {
    private final String fullName;
    private final long studentId;
    private final double average;

    StudentRecord(String fullName, long studentId, double average) {
        this.fullName = fullName;
        this.studentId = studentId;
        this.average = average;
    }

    String getFullName() { return fullName; }
    long getStudentId() { return studentId; }
    double getAverage() { return average; }
}

class RecordParser {
    StudentRecord parse(String line) throws InvalidRecordException {
        String[] cols = line.split(";");
        if (cols.length < 4)
            throw new InvalidRecordException("expected at least 4 columns, found " + cols.length);
        String name = cols[1].trim() + " " + cols[0].trim();
        long id;
        try {
            id = Long.parseLong(cols[2].trim());
        } catch (NumberFormatException e) {
            throw new InvalidRecordException("student id '" + cols[2] + "' is not numeric");
        }
        double total = 0;
        for (int c = 3; c < cols.length; c++) {
            double mark;
            try {
                mark = Double.parseDouble(cols[c].trim());
            } catch (NumberFormatException e) {
                throw new InvalidRecordException("mark '" + cols[c] + "' is not numeric");
            }
            if (mark < 0 || mark > 100)
                throw new InvalidRecordException("mark " + mark + " outside 0-100");
            total += mark;
        }
        return new StudentRecord(name, id, total / (cols.length - 3));
    }
}

class Gradebook {
    private final List<StudentRecord> records = new ArrayList<>();
    private final GradingScheme scheme;

    Gradebook(GradingScheme scheme) { this.scheme = scheme; }

    void add(StudentRecord r) { records.add(r); }
    boolean isEmpty() { return records.isEmpty(); }

    void printSorted(String heading, Comparator<StudentRecord> order) {
        List<StudentRecord> copy = new ArrayList<>(records);
        copy.sort(order);
        System.out.println(heading);
        for (StudentRecord r : copy) {
            System.out.printf("  %-25s %9d %7.2f  %s%n", r.getFullName(), r.getStudentId(),
                    r.getAverage(), scheme.gradeFor(r.getAverage()));
        }
    }

    void printSummary() {
        double sum = 0;
        StudentRecord top = records.get(0);
        int fails = 0;
        for (StudentRecord r : records) {
            sum += r.getAverage();
            if (r.getAverage() > top.getAverage()) top = r;
            if (!scheme.isPass(r.getAverage())) fails++;
        }
        System.out.println("Summary");
        System.out.printf("  Mean of averages : %.2f%n", sum / records.size());
        System.out.println("  Top of the class : " + top.getFullName());
        System.out.println("  Failed           : " + fails);
    }
}

public class Main {
    public static void main(String[] args) {
        String fileName = args.length > 0 ? args[0] : "students.csv";
        Gradebook book = new Gradebook(new PercentScheme());
        RecordParser parser = new RecordParser();

        try (BufferedReader in = new BufferedReader(new FileReader(fileName))) {
            String line;
            int row = 0;
            while ((line = in.readLine()) != null) {
                row++;
                if (line.isBlank()) continue;
                try {
                    book.add(parser.parse(line));
                } catch (InvalidRecordException e) {
                    System.out.println("Skipping row " + row + ": " + e.getMessage());
                }
            }
        } catch (IOException e) {
            System.out.println("Error reading " + fileName + ": " + e.getMessage());
            return;
        }

        if (book.isEmpty()) {
            System.out.println("No records.");
            return;
        }
        book.printSorted("By average", Comparator.comparingDouble(StudentRecord::getAverage).reversed());
        book.printSorted("By name", Comparator.comparing(StudentRecord::getFullName));
        book.printSummary();
    }
}
