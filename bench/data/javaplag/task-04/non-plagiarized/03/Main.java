import java.util.*;

// Tiny matrix "shell". Type help for the commands.
public class Main {
    static Map<String, double[][]> vars = new HashMap<>();

    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        System.out.println("matrix shell - type 'help'");
        while (true) {
            System.out.print("> ");
            if (!sc.hasNextLine()) break;
            String[] t = sc.nextLine().trim().split("\\s+");
            if (t[0].isEmpty()) continue;
            try {
                switch (t[0]) {
                    case "quit": case "exit":
                        return;
                    case "help":
                        help();
                        break;
                    case "def":
                        define(t);
                        break;
                    case "show":
                        print(get(t[1]));
                        break;
                    case "list":
                        for (String k : vars.keySet()) System.out.println(k + " " + dims(vars.get(k)));
                        break;
                    case "add":
                        store(t[3], add(get(t[1]), get(t[2])));
                        break;
                    case "mul":
                        store(t[3], mul(get(t[1]), get(t[2])));
                        break;
                    case "trans":
                        store(t[2], transpose(get(t[1])));
                        break;
                    case "scale":
                        store(t[3], scale(get(t[1]), Double.parseDouble(t[2])));
                        break;
                    case "eq":
                        System.out.println(same(get(t[1]), get(t[2])) ? "equal" : "not equal");
                        break;
                    case "det":
                        System.out.println("det = " + det(get(t[1])));
                        break;
                    default:
                        System.out.println("! unknown command " + t[0]);
                }
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println("! missing arguments, see help");
            } catch (RuntimeException e) {
                System.out.println("! " + e.getMessage());
            }
        }
    }

    static void help() {
        System.out.println("def NAME R C v1 v2 ...   define an RxC matrix (values row by row)");
        System.out.println("show NAME | list");
        System.out.println("add X Y OUT | mul X Y OUT | scale X k OUT | trans X OUT");
        System.out.println("eq X Y | det X | quit");
    }

    static void define(String[] t) {
        int r = Integer.parseInt(t[2]), c = Integer.parseInt(t[3]);
        if (t.length - 4 != r * c) throw new RuntimeException("expected " + r * c + " values, got " + (t.length - 4));
        double[][] m = new double[r][c];
        for (int i = 0; i < r * c; i++) m[i / c][i % c] = Double.parseDouble(t[4 + i]);
        store(t[1], m);
    }

    static double[][] get(String name) {
        double[][] m = vars.get(name);
        if (m == null) throw new RuntimeException("no matrix called " + name);
        return m;
    }

    static void store(String name, double[][] m) {
        vars.put(name, m);
        System.out.println(name + " =");
        print(m);
    }

    static String dims(double[][] m) { return "(" + m.length + " by " + m[0].length + ")"; }

    static double[][] add(double[][] a, double[][] b) {
        if (a.length != b.length || a[0].length != b[0].length)
            throw new RuntimeException("add: " + dims(a) + " vs " + dims(b) + " - must be the same size");
        double[][] r = new double[a.length][a[0].length];
        for (int i = 0; i < a.length; i++) for (int j = 0; j < a[0].length; j++) r[i][j] = a[i][j] + b[i][j];
        return r;
    }

    static double[][] mul(double[][] a, double[][] b) {
        if (a[0].length != b.length)
            throw new RuntimeException("mul: " + dims(a) + " times " + dims(b) + " - inner sizes differ");
        double[][] r = new double[a.length][b[0].length];
        for (int i = 0; i < a.length; i++)
            for (int k = 0; k < b.length; k++)
                for (int j = 0; j < b[0].length; j++) r[i][j] += a[i][k] * b[k][j];
        return r;
    }

    static double[][] transpose(double[][] a) {
        double[][] r = new double[a[0].length][a.length];
        for (int i = 0; i < a.length; i++) for (int j = 0; j < a[0].length; j++) r[j][i] = a[i][j];
        return r;
    }

    static double[][] scale(double[][] a, double k) {
        double[][] r = new double[a.length][];
        for (int i = 0; i < a.length; i++) {
            r[i] = a[i].clone();
            for (int j = 0; j < r[i].length; j++) r[i][j] *= k;
        }
        return r;
    }

    static boolean same(double[][] a, double[][] b) {
        return Arrays.deepEquals(a, b);
    }

    // expansion along the last row, just to be different from the textbook
    static double det(double[][] a) {
        int n = a.length;
        if (n != a[0].length) throw new RuntimeException("det: " + dims(a) + " is not square");
        if (n == 1) return a[0][0];
        double total = 0;
        for (int j = 0; j < n; j++) {
            double[][] sub = new double[n - 1][];
            for (int i = 0; i < n - 1; i++) {
                sub[i] = new double[n - 1];
                for (int c = 0, d = 0; c < n; c++) if (c != j) sub[i][d++] = a[i][c];
            }
            double sign = ((n - 1 + j) % 2 == 0) ? 1 : -1;
            total += sign * a[n - 1][j] * det(sub);
        }
        return total;
    }

    static void print(double[][] m) {
        for (double[] row : m) System.out.println("  " + Arrays.toString(row));
    }
}
