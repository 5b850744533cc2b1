"""Gauss-Jordan based linear algebra helpers with exact arithmetic."""
from fractions import Fraction as F


def copy(m):
    return [[F(x) for x in row] for row in m]


def identity(n):
    return [[F(1) if i == j else F(0) for j in range(n)] for i in range(n)]


def matmul(a, b):
    if len(a[0]) != len(b):
        raise ValueError("incompatible")
    return [[sum((a[i][k] * b[k][j] for k in range(len(b))), F(0))
             for j in range(len(b[0]))] for i in range(len(a))]


def add(a, b):
    if len(a) != len(b) or len(a[0]) != len(b[0]):
        raise ValueError("incompatible")
    return [[x + y for x, y in zip(p, q)] for p, q in zip(a, b)]


def transpose(a):
    return [[a[i][j] for i in range(len(a))] for j in range(len(a[0]))]


def gauss_jordan(m):
    """Return (determinant, inverse or None) using row reduction."""
    n = len(m)
    a = copy(m)
    inv = identity(n)
    det = F(1)
    for c in range(n):
        pivot_row = None
        for r in range(c, n):
            if a[r][c] != 0:
                pivot_row = r
                break
        if pivot_row is None:
            return F(0), None
        if pivot_row != c:
            a[c], a[pivot_row] = a[pivot_row], a[c]
            inv[c], inv[pivot_row] = inv[pivot_row], inv[c]
            det *= -1
        p = a[c][c]
        det *= p
        a[c] = [x / p for x in a[c]]
        inv[c] = [x / p for x in inv[c]]
        for r in range(n):
            if r != c and a[r][c] != 0:
                f = a[r][c]
                a[r] = [x - f * y for x, y in zip(a[r], a[c])]
                inv[r] = [x - f * y for x, y in zip(inv[r], inv[c])]
    return det, inv


def pretty(m):
    cells = [[str(x) for x in row] for row in m]
    w = max(len(s) for row in cells for s in row)
    return "\n".join("| " + " ".join(s.rjust(w) for s in row) + " |" for row in cells)


if __name__ == "__main__":
    M = [[2, 1, 1], [1, 3, 2], [1, 0, 0]]
    N = [[1, 1, 1], [0, 1, 1], [0, 0, 1]]
    d, inv = gauss_jordan(M)
    print("M + N =\n" + pretty(add(copy(M), copy(N))))
    print("M N =\n" + pretty(matmul(copy(M), copy(N))))
    print("M^T =\n" + pretty(transpose(M)))
    print("det M =", d)
    if inv is not None:
        print("M^-1 =\n" + pretty(inv))
        print("check M * M^-1 =\n" + pretty(matmul(copy(M), inv)))
