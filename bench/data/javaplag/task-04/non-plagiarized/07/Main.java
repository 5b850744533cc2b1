import java.util.Map;
import java.util.Scanner;
import java.util.TreeMap;

public class Main {

    static class Sparse {
        final int n, m;
        final TreeMap<Integer, TreeMap<Integer, Double>> rows = new TreeMap<>();

        Sparse(int n, int m) { this.n = n; this.m = m; }

        double get(int i, int j) {
            TreeMap<Integer, Double> r = rows.get(i);
            return r == null ? 0 : r.getOrDefault(j, 0.0);
        }

        void put(int i, int j, double v) {
            if (i < 0 || i >= n || j < 0 || j >= m) throw new IndexOutOfBoundsException("(" + i + "," + j + ") outside " + n + "x" + m);
            if (v == 0) {
                if (rows.containsKey(i)) rows.get(i).remove(j);
                return;
            }
            rows.computeIfAbsent(i, k -> new TreeMap<>()).put(j, v);
        }

        Sparse add(Sparse o) {
            check(n == o.n && m == o.m, "add", o);
            Sparse s = copyScaled(1);
            o.forEach((i, j, v) -> s.put(i, j, s.get(i, j) + v));
            return s;
        }

        Sparse mul(Sparse o) {
            check(m == o.n, "multiply", o);
            Sparse s = new Sparse(n, o.m);
            forEach((i, k, v) -> {
                TreeMap<Integer, Double> row = o.rows.get(k);
                if (row != null)
                    for (Map.Entry<Integer, Double> e : row.entrySet())
                        s.put(i, e.getKey(), s.get(i, e.getKey()) + v * e.getValue());
            });
            return s;
        }

        Sparse transpose() {
            Sparse t = new Sparse(m, n);
            forEach((i, j, v) -> t.put(j, i, v));
            return t;
        }

        Sparse copyScaled(double k) {
            Sparse s = new Sparse(n, m);
            forEach((i, j, v) -> s.put(i, j, k * v));
            return s;
        }

        boolean same(Sparse o) {
            if (n != o.n || m != o.m) return false;
            for (int i = 0; i < n; i++)
                if (!rows.getOrDefault(i, new TreeMap<>()).equals(o.rows.getOrDefault(i, new TreeMap<>()))) return false;
            return true;
        }

        double det() {
            if (n != m) throw new ArithmeticException("det of a " + n + "x" + m + " matrix is undefined");
            if (n == 0) return 1;
            double d = 0;
            TreeMap<Integer, Double> top = rows.get(0);
            if (top == null) return 0;
            for (Map.Entry<Integer, Double> e : top.entrySet()) {
                int skip = e.getKey();
                Sparse minor = new Sparse(n - 1, n - 1);
                forEach((i, j, v) -> { if (i > 0 && j != skip) minor.put(i - 1, j < skip ? j : j - 1, v); });
                d += (skip % 2 == 0 ? 1 : -1) * e.getValue() * minor.det();
            }
            return d;
        }

        void check(boolean ok, String op, Sparse o) {
            if (!ok) throw new ArithmeticException("can't " + op + " " + n + "x" + m + " with " + o.n + "x" + o.m);
        }

        interface Visitor { void visit(int i, int j, double v); }

        void forEach(Visitor f) {
            for (var r : rows.entrySet())
                for (var c : r.getValue().entrySet()) f.visit(r.getKey(), c.getKey(), c.getValue());
        }

        @Override public String toString() {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < m; j++) sb.append(String.format("%8.3g", get(i, j)));
                sb.append(System.lineSeparator());
            }
            return sb + "(" + rows.values().stream().mapToInt(Map::size).sum() + " non-zero)";
        }
    }

    static Sparse read(Scanner in, String name) {
        System.out.println(name + ": give 'rows cols', then non-zero entries as 'row col value' (1-based), then 'end'");
        Sparse s = new Sparse(in.nextInt(), in.nextInt());
        while (!in.hasNext("end")) {
            int i = in.nextInt(), j = in.nextInt();
            double v = in.nextDouble();
            try { s.put(i - 1, j - 1, v); } catch (IndexOutOfBoundsException ex) { System.out.println("skipped " + ex.getMessage()); }
        }
        in.next();
        return s;
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        Sparse a = read(in, "A"), b = read(in, "B");
        System.out.println("A =\n" + a + "\nB =\n" + b);
        String[] labels = {"A+B", "AB", "BA", "A^T", "-2A", "det A", "det B"};
        for (String l : labels) {
            try {
                Object r = switch (l) {
                    case "A+B" -> a.add(b);
                    case "AB" -> a.mul(b);
                    case "BA" -> b.mul(a);
                    case "A^T" -> a.transpose();
                    case "-2A" -> a.copyScaled(-2);
                    case "det A" -> a.det();
                    default -> b.det();
                };
                System.out.println(l + " =\n" + r);
            } catch (ArithmeticException ex) {
                System.out.println(l + ": " + ex.getMessage());
            }
        }
        System.out.println("A equals B: " + a.same(b));
    }
}
