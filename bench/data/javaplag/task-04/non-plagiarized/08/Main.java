import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;

// matrices written like [1 2; 3 4], either as two program arguments or typed in
public class Main {

	record Matrix(int rows, int cols, double[] cells) {

		static Matrix parse(String text) {
			String body = text.trim().replace("[", "").replace("]", "");
			String[] lines = body.split(";");
			int r = lines.length;
			int c = lines[0].trim().split("\\s+").length;
			double[] cells = new double[r * c];
			for (int i = 0; i < r; i++) {
				String[] nums = lines[i].trim().split("\\s+");
				if (nums.length != c)
					throw new IllegalArgumentException("row " + (i + 1) + " has " + nums.length + " entries, expected " + c);
				for (int j = 0; j < c; j++)
					cells[i * c + j] = Double.parseDouble(nums[j]);
			}
			return new Matrix(r, c, cells);
		}

		double at(int i, int j) {
			return cells[i * cols + j];
		}

		String shape() {
			return "[" + rows + " x " + cols + "]";
		}

		Matrix plus(Matrix o) {
			if (rows != o.rows || cols != o.cols)
				throw new IllegalArgumentException("shapes differ: " + shape() + " vs " + o.shape());
			double[] out = cells.clone();
			for (int k = 0; k < out.length; k++)
				out[k] += o.cells[k];
			return new Matrix(rows, cols, out);
		}

		Matrix times(Matrix o) {
			if (cols != o.rows)
				throw new IllegalArgumentException("inner dimensions differ: " + shape() + " * " + o.shape());
			double[] out = new double[rows * o.cols];
			for (int i = 0; i < rows; i++)
				for (int j = 0; j < o.cols; j++) {
					double s = 0;
					for (int k = 0; k < cols; k++)
						s += at(i, k) * o.at(k, j);
					out[i * o.cols + j] = s;
				}
			return new Matrix(rows, o.cols, out);
		}

		Matrix times(double f) {
			return new Matrix(rows, cols, Arrays.stream(cells).map(v -> v * f).toArray());
		}

		Matrix transpose() {
			double[] out = new double[cells.length];
			for (int k = 0; k < cells.length; k++)
				out[(k % cols) * rows + k / cols] = cells[k];
			return new Matrix(cols, rows, out);
		}

		boolean sameAs(Matrix o) {
			return rows == o.rows && cols == o.cols && Arrays.equals(cells, o.cells);
		}

		// Doolittle LU: A = L U with unit diagonal L, so det(A) = product of U's diagonal.
		// No pivoting, so a zero pivot just means we give up and report it.
		double det() {
			if (rows != cols)
				throw new IllegalArgumentException("det needs a square matrix, not " + shape());
			int n = rows;
			double[][] L = new double[n][n], U = new double[n][n];
			for (int i = 0; i < n; i++) {
				for (int k = i; k < n; k++) {
					double s = 0;
					for (int j = 0; j < i; j++) s += L[i][j] * U[j][k];
					U[i][k] = at(i, k) - s;
				}
				if (U[i][i] == 0)
					throw new ArithmeticException("zero pivot in LU, this version can't handle that matrix");
				L[i][i] = 1;
				for (int k = i + 1; k < n; k++) {
					double s = 0;
					for (int j = 0; j < i; j++) s += L[k][j] * U[j][i];
					L[k][i] = (at(k, i) - s) / U[i][i];
				}
			}
			double d = 1;
			for (int i = 0; i < n; i++) d *= U[i][i];
			return d;
		}

		@Override
		public String toString() {
			StringBuilder sb = new StringBuilder();
			for (int i = 0; i < rows; i++) {
				sb.append(i == 0 ? "[ " : "  ");
				for (int j = 0; j < cols; j++)
					sb.append(String.format("%-9s", String.format("%.4g", at(i, j))));
				sb.append(i == rows - 1 ? "]" : "\n");
			}
			return sb.toString();
		}
	}

	static void tryPrint(String label, java.util.concurrent.Callable<Object> c) {
		try {
			System.out.println(label + " =\n" + c.call());
		} catch (Exception e) {
			System.out.println(label + " -> not possible: " + e.getMessage());
		}
	}

	public static void main(String[] args) throws IOException {
		String sa, sb;
		if (args.length >= 2) {
			sa = args[0];
			sb = args[1];
		} else {
			BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
			System.out.print("A = ");
			sa = br.readLine();
			System.out.print("B = ");
			sb = br.readLine();
		}
		Matrix a = Matrix.parse(sa), b = Matrix.parse(sb);
		tryPrint("A", () -> a);
		tryPrint("B", () -> b);
		tryPrint("A + B", () -> a.plus(b));
		tryPrint("A * B", () -> a.times(b));
		tryPrint("A'", a::transpose);
		tryPrint("0.5 * A", () -> a.times(0.5));
		System.out.println("A == B ? " + a.sameAs(b));
		tryPrint("det(A)", a::det);
		tryPrint("det(B)", b::det);
	}
}
