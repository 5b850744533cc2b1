import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;

public class Main {
    static Scanner input = new Scanner(System.in);

    // a matrix is just a list of rows here
    static class Mat {
        List<List<Double>> rows = new ArrayList<>();

        int height() { return rows.size(); }
        int width() { return rows.isEmpty() ? 0 : rows.get(0).size(); }
        double at(int r, int c) { return rows.get(r).get(c); }
        String size() { return height() + " rows, " + width() + " cols"; }

        void show() {
            for (List<Double> row : rows) {
                StringBuilder sb = new StringBuilder("|");
                for (double v : row) sb.append(String.format(" %7.2f", v));
                System.out.println(sb.append(" |"));
            }
        }
    }

    enum Op {
        ADD("A + B"), MULTIPLY("A x B"), TRANSPOSE("transpose of A"), SCALE("k * A"),
        EQUALS("is A == B"), DETERMINANT("det(A)");

        final String text;
        Op(String text) { this.text = text; }
    }

    static Mat readMat(String name) {
        System.out.println("Enter matrix " + name + ", one row per line, numbers separated by spaces.");
        System.out.println("Finish with an empty line.");
        Mat m = new Mat();
        while (true) {
            String line = input.nextLine().trim();
            if (line.isEmpty()) break;
            List<Double> row = new ArrayList<>();
            for (String part : line.split("\\s+")) row.add(Double.parseDouble(part));
            if (!m.rows.isEmpty() && row.size() != m.width())
                System.out.println("That row has " + row.size() + " numbers but the matrix is " + m.width() + " wide. Ignored.");
            else
                m.rows.add(row);
        }
        return m;
    }

    static double det(List<List<Double>> m) {
        if (m.size() == 1) return m.get(0).get(0);
        double result = 0;
        for (int c = 0; c < m.size(); c++) {
            List<List<Double>> minor = new ArrayList<>();
            for (int r = 1; r < m.size(); r++) {
                List<Double> copy = new ArrayList<>(m.get(r));
                copy.remove(c);
                minor.add(copy);
            }
            double term = m.get(0).get(c) * det(minor);
            result += (c % 2 == 0) ? term : -term;
        }
        return result;
    }

    static void apply(Op op, Mat a, Mat b) {
        Mat out = new Mat();
        switch (op) {
            case ADD:
            case EQUALS:
                if (a.height() != b.height() || a.width() != b.width()) {
                    System.out.println(op == Op.EQUALS ? "Not equal (different sizes)."
                            : "Size mismatch: A has " + a.size() + ", B has " + b.size());
                    return;
                }
                boolean equal = true;
                for (int r = 0; r < a.height(); r++) {
                    List<Double> row = new ArrayList<>();
                    for (int c = 0; c < a.width(); c++) {
                        row.add(a.at(r, c) + b.at(r, c));
                        if (a.at(r, c) != b.at(r, c)) equal = false;
                    }
                    out.rows.add(row);
                }
                if (op == Op.EQUALS) {
                    System.out.println(equal ? "Equal." : "Not equal.");
                    return;
                }
                break;
            case MULTIPLY:
                if (a.width() != b.height()) {
                    System.out.println("Size mismatch: A has " + a.width() + " columns but B has " + b.height() + " rows");
                    return;
                }
                for (int r = 0; r < a.height(); r++) {
                    List<Double> row = new ArrayList<>();
                    for (int c = 0; c < b.width(); c++) {
                        double s = 0;
                        for (int k = 0; k < a.width(); k++) s += a.at(r, k) * b.at(k, c);
                        row.add(s);
                    }
                    out.rows.add(row);
                }
                break;
            case TRANSPOSE:
                for (int c = 0; c < a.width(); c++) {
                    List<Double> row = new ArrayList<>();
                    for (int r = 0; r < a.height(); r++) row.add(a.at(r, c));
                    out.rows.add(row);
                }
                break;
            case SCALE:
                System.out.print("k = ");
                double k = Double.parseDouble(input.nextLine().trim());
                for (List<Double> src : a.rows) {
                    List<Double> row = new ArrayList<>();
                    for (double v : src) row.add(k * v);
                    out.rows.add(row);
                }
                break;
            case DETERMINANT:
                if (a.height() != a.width()) System.out.println("A is " + a.size() + ", not square.");
                else System.out.println("det(A) = " + det(a.rows));
                return;
        }
        out.show();
    }

    public static void main(String[] args) {
        Mat a = readMat("A"), b = readMat("B");
        int choice;
        do {
            System.out.println("\nChoose an operation:");
            for (Op op : Op.values()) System.out.println("  " + (op.ordinal() + 1) + ") " + op.text);
            System.out.println("  0) quit");
            choice = Integer.parseInt(input.nextLine().trim());
            if (choice >= 1 && choice <= Op.values().length) apply(Op.values()[choice - 1], a, b);
            else if (choice != 0) System.out.println("No such option.");
        } while (choice != 0);
        System.out.println("Bye!");
    }
}
