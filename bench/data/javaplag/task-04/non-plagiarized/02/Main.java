import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** Usage: java Main matrices.txt  (each matrix: a "rows cols" header line followed by its rows) */
public class Main {

    static final class DimensionMismatchException extends RuntimeException {
        DimensionMismatchException(String op, Matrix a, Matrix b) {
            super(String.format("%s undefined for %s and %s", op, a.shape(), b.shape()));
        }
    }

    @FunctionalInterface
    interface IndexFn { double at(int i, int j); }

    static final class Matrix {
        private static final double TOL = 1e-10;
        private final int m, n;
        private final double[][] a;

        Matrix(double[][] src) {
            m = src.length;
            n = m == 0 ? 0 : src[0].length;
            a = Arrays.stream(src).map(double[]::clone).toArray(double[][]::new);
        }

        String shape() { return m + "\u00d7" + n; }

        private static Matrix build(int rows, int cols, IndexFn f) {
            double[][] r = new double[rows][cols];
            for (int i = 0; i < rows; i++)
                for (int j = 0; j < cols; j++)
                    r[i][j] = f.at(i, j);
            return new Matrix(r);
        }

        Matrix plus(Matrix o) {
            if (m != o.m || n != o.n) throw new DimensionMismatchException("addition", this, o);
            return build(m, n, (i, j) -> a[i][j] + o.a[i][j]);
        }

        Matrix times(Matrix o) {
            if (n != o.m) throw new DimensionMismatchException("product", this, o);
            return build(m, o.n, (i, j) -> IntStream.range(0, n).mapToDouble(k -> a[i][k] * o.a[k][j]).sum());
        }

        Matrix times(double s) { return build(m, n, (i, j) -> s * a[i][j]); }

        Matrix transpose() { return build(n, m, (i, j) -> a[j][i]); }

        /** Gaussian elimination with partial pivoting, O(n^3). */
        double det() {
            if (m != n) throw new IllegalStateException("determinant of non-square " + shape() + " matrix");
            double[][] u = new Matrix(a).a;
            double det = 1;
            for (int c = 0; c < n; c++) {
                final int col = c;
                int p = IntStream.range(c, n).boxed()
                        .max((x, y) -> Double.compare(Math.abs(u[x][col]), Math.abs(u[y][col]))).orElseThrow();
                if (Math.abs(u[p][c]) < TOL) return 0.0;
                if (p != c) { double[] t = u[p]; u[p] = u[c]; u[c] = t; det = -det; }
                det *= u[c][c];
                for (int r = c + 1; r < n; r++) {
                    double f = u[r][c] / u[c][c];
                    for (int k = c; k < n; k++) u[r][k] -= f * u[c][k];
                }
            }
            return det;
        }

        @Override public boolean equals(Object obj) {
            if (this == obj) return true;
            if (!(obj instanceof Matrix o) || o.m != m || o.n != n) return false;
            return IntStream.range(0, m).allMatch(i ->
                    IntStream.range(0, n).allMatch(j -> Math.abs(a[i][j] - o.a[i][j]) < TOL));
        }

        @Override public int hashCode() { return 31 * m + n; }   // consistent with tolerant equals

        @Override public String toString() {
            return Arrays.stream(a)
                    .map(row -> Arrays.stream(row).mapToObj(v -> String.format("%10.3f", v)).collect(Collectors.joining()))
                    .collect(Collectors.joining("\n"));
        }
    }

    static List<Matrix> load(Path file) throws IOException {
        Iterator<String> lines = Files.readAllLines(file).stream()
                .map(String::trim).filter(s -> !s.isEmpty() && !s.startsWith("#")).iterator();
        List<Matrix> out = new ArrayList<>();
        while (lines.hasNext()) {
            int[] hdr = Arrays.stream(lines.next().split("\\s+")).mapToInt(Integer::parseInt).toArray();
            double[][] rows = new double[hdr[0]][];
            for (int i = 0; i < hdr[0]; i++) {
                rows[i] = Arrays.stream(lines.next().split("\\s+")).mapToDouble(Double::parseDouble).toArray();
                if (rows[i].length != hdr[1])
                    throw new IllegalArgumentException("row " + (i + 1) + " should have " + hdr[1] + " values");
            }
            out.add(new Matrix(rows));
        }
        return out;
    }

    static void attempt(String label, Supplier<Object> op) {
        try {
            System.out.println(label + ":\n" + op.get());
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: java Main <file>");
            System.exit(2);
        }
        List<Matrix> ms = load(Path.of(args[0]));
        if (ms.size() < 2) {
            System.err.println("need at least two matrices in " + args[0]);
            return;
        }
        for (int i = 0; i < ms.size(); i++) {
            Matrix x = ms.get(i), y = ms.get((i + 1) % ms.size());
            System.out.printf("=== M%d (%s) with M%d (%s) ===%n", i, x.shape(), (i + 1) % ms.size(), y.shape());
            attempt("sum", () -> x.plus(y));
            attempt("product", () -> x.times(y));
            attempt("transpose", x::transpose);
            attempt("times -1.5", () -> x.times(-1.5));
            attempt("equal", () -> x.equals(y));
            attempt("det", () -> String.format("%.6g", x.det()));
        }
    }
}
