import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Scanner;

/** Integer matrix demo. File format: "rows cols" on one line, then the rows; repeat for more matrices. */
public class Main {
    public static void main(String[] args) {
        Scanner kb = new Scanner(System.in);
        System.out.print("File with the matrices [matrices.txt]: ");
        String file = kb.nextLine().trim();
        if (file.isEmpty()) file = "matrices.txt";

        List<IntMatrix> list;
        try {
            list = MatrixLoader.load(file);
        } catch (IOException e) {
            System.out.println("Could not read " + file + " (" + e.getMessage() + ")");
            return;
        }
        if (list.size() < 2) { System.out.println("The file needs at least two matrices."); return; }
        IntMatrix p = list.get(0), q = list.get(1);
        System.out.println("P =\n" + p + "Q =\n" + q);
        try {
            System.out.println("P + Q =\n" + p.plus(q));
        } catch (SizeMismatchException e) { System.out.println(e.getMessage()); }
        try {
            System.out.println("P Q =\n" + p.times(q));
        } catch (SizeMismatchException e) { System.out.println(e.getMessage()); }
        System.out.println("P^T =\n" + p.transposed());
        System.out.println("3P =\n" + p.scaled(3));
        System.out.println(p.sameAs(q) ? "P == Q" : "P != Q");
        for (IntMatrix m : list) {
            if (m.rows() == m.cols()) System.out.println("det = " + Leibniz.det(m));
            else System.out.println("no det for a " + m.rows() + " by " + m.cols() + " matrix");
        }
    }
}

class SizeMismatchException extends Exception {
    SizeMismatchException(String what) { super("Size mismatch: " + what); }
}

class IntMatrix {
    private final long[][] cell;

    IntMatrix(int r, int c) { cell = new long[r][c]; }

    int rows() { return cell.length; }
    int cols() { return cell.length == 0 ? 0 : cell[0].length; }
    long get(int r, int c) { return cell[r][c]; }
    void put(int r, int c, long v) { cell[r][c] = v; }

    IntMatrix plus(IntMatrix o) throws SizeMismatchException {
        if (rows() != o.rows() || cols() != o.cols())
            throw new SizeMismatchException("sum needs equal shapes");
        IntMatrix s = new IntMatrix(rows(), cols());
        for (int r = 0; r < rows(); r++)
            for (int c = 0; c < cols(); c++) s.put(r, c, get(r, c) + o.get(r, c));
        return s;
    }

    IntMatrix times(IntMatrix o) throws SizeMismatchException {
        if (cols() != o.rows())
            throw new SizeMismatchException("left has " + cols() + " columns, right has " + o.rows() + " rows");
        IntMatrix s = new IntMatrix(rows(), o.cols());
        for (int r = 0; r < rows(); r++)
            for (int c = 0; c < o.cols(); c++)
                for (int k = 0; k < cols(); k++) s.cell[r][c] += cell[r][k] * o.cell[k][c];
        return s;
    }

    IntMatrix transposed() {
        IntMatrix t = new IntMatrix(cols(), rows());
        for (int r = 0; r < rows(); r++)
            for (int c = 0; c < cols(); c++) t.cell[c][r] = cell[r][c];
        return t;
    }

    IntMatrix scaled(long f) {
        IntMatrix t = new IntMatrix(rows(), cols());
        for (int r = 0; r < rows(); r++)
            for (int c = 0; c < cols(); c++) t.cell[r][c] = f * cell[r][c];
        return t;
    }

    boolean sameAs(IntMatrix o) { return Arrays.deepEquals(cell, o.cell); }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (long[] row : cell) {
            for (long v : row) sb.append(String.format("%6d", v));
            sb.append('\n');
        }
        return sb.toString();
    }
}

/** det(M) = sum over all permutations s of sign(s) * prod M[i][s(i)]. Fine for small n. */
class Leibniz {
    static long det(IntMatrix m) {
        return permute(m, new int[m.rows()], new boolean[m.rows()], 0, 1);
    }

    // builds the permutation position by position; sign flips once per inversion added
    private static long permute(IntMatrix m, int[] perm, boolean[] used, int pos, int sign) {
        if (pos == perm.length) {
            long prod = sign;
            for (int i = 0; i < perm.length; i++) prod *= m.get(i, perm[i]);
            return prod;
        }
        long total = 0;
        for (int v = 0; v < perm.length; v++) {
            if (used[v]) continue;
            int inversions = 0;
            for (int i = 0; i < pos; i++) if (perm[i] > v) inversions++;
            used[v] = true;
            perm[pos] = v;
            total += permute(m, perm, used, pos + 1, inversions % 2 == 0 ? sign : -sign);
            used[v] = false;
        }
        return total;
    }
}

class MatrixLoader {
    static List<IntMatrix> load(String path) throws IOException {
        List<IntMatrix> result = new ArrayList<>();
        try (BufferedReader br = new BufferedReader(new FileReader(path))) {
            String header;
            while ((header = br.readLine()) != null) {
                if (header.isBlank()) continue;
                String[] h = header.trim().split("\\s+");
                IntMatrix m = new IntMatrix(Integer.parseInt(h[0]), Integer.parseInt(h[1]));
                for (int r = 0; r < m.rows(); r++) {
                    String[] parts = br.readLine().trim().split("\\s+");
                    for (int c = 0; c < m.cols(); c++) m.put(r, c, Long.parseLong(parts[c]));
                }
                result.add(m);
            }
        }
        return result;
    }
}
