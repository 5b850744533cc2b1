from fractions import Fraction


class Matrix:
    def __init__(self, rows):
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("rows must be non-empty and of equal length")
        self.rows = [list(r) for r in rows]

    @property
    def shape(self):
        return len(self.rows), len(self.rows[0])

    def __getitem__(self, pos):
        i, j = pos
        return self.rows[i][j]

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def __add__(self, other):
        if self.shape != other.shape:
            raise ValueError(f"shape mismatch {self.shape} vs {other.shape}")
        return Matrix([[a + b for a, b in zip(r1, r2)]
                       for r1, r2 in zip(self.rows, other.rows)])

    def __mul__(self, other):
        if isinstance(other, (int, float, Fraction)):
            return Matrix([[other * x for x in r] for r in self.rows])
        n, m = self.shape
        m2, p = other.shape
        if m != m2:
            raise ValueError("inner dimensions differ")
        cols = other.T.rows
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols]
                       for r in self.rows])

    __rmul__ = __mul__

    @property
    def T(self):
        return Matrix(list(map(list, zip(*self.rows))))

    def det(self):
        """Gaussian elimination with exact fractions."""
        n, m = self.shape
        if n != m:
            raise ValueError("determinant needs a square matrix")
        a = [[Fraction(x) for x in r] for r in self.rows]
        result = Fraction(1)
        for col in range(n):
            pivot = next((r for r in range(col, n) if a[r][col] != 0), None)
            if pivot is None:
                return 0
            if pivot != col:
                a[col], a[pivot] = a[pivot], a[col]
                result = -result
            result *= a[col][col]
            for r in range(col + 1, n):
                f = a[r][col] / a[col][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col])]
        return result.numerator if result.denominator == 1 else result

    @classmethod
    def identity(cls, n):
        return cls([[int(i == j) for j in range(n)] for i in range(n)])

    def __str__(self):
        width = max(len(str(x)) for r in self.rows for x in r)
        return "\n".join(" ".join(str(x).rjust(width) for x in r) for r in self.rows)


if __name__ == "__main__":
    A = Matrix([[2, 0, 1], [1, 3, 2], [1, 1, 1]])
    B = Matrix([[1, 2, 3], [0, 1, 4], [5, 6, 0]])
    print("A + B:\n", A + B, sep="")
    print("A * B:\n", A * B, sep="")
    print("3 * A:\n", 3 * A, sep="")
    print("A^T:\n", A.T, sep="")
    print("det(A) =", A.det(), " det(B) =", B.det())
    print("A * I == A:", A * Matrix.identity(3) == A)
