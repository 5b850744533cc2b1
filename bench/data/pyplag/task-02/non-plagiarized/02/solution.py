"""Matrix utilities working on lists of lists; matrices are read from a text file.

File format: matrices separated by a blank line, one row per line.
"""
import sys


def load_matrices(path):
    blocks, current = [], []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line:
                if current:
                    blocks.append(current)
                    current = []
                continue
            current.append([float(tok) for tok in line.replace(",", " ").split()])
    if current:
        blocks.append(current)
    return blocks


def shape(m):
    return (len(m), len(m[0]) if m else 0)


def madd(a, b):
    assert shape(a) == shape(b), "shapes differ"
    return [[x + y for x, y in zip(ra, rb)] for ra, rb in zip(a, b)]


def mmul(a, b):
    assert shape(a)[1] == shape(b)[0], "inner sizes differ"
    bt = list(zip(*b))
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]


def transpose(m):
    return [list(c) for c in zip(*m)]


def det(m):
    # LU style elimination with partial pivoting (floats)
    n = len(m)
    a = [row[:] for row in m]
    sign = 1.0
    for k in range(n):
        p = max(range(k, n), key=lambda r: abs(a[r][k]))
        if abs(a[p][k]) < 1e-12:
            return 0.0
        if p != k:
            a[k], a[p] = a[p], a[k]
            sign = -sign
        for r in range(k + 1, n):
            factor = a[r][k] / a[k][k]
            for c in range(k, n):
                a[r][c] -= factor * a[k][c]
    prod = sign
    for k in range(n):
        prod *= a[k][k]
    return prod


def fmt(m):
    return "\n".join("  ".join(f"{x:8.2f}" for x in row) for row in m)


if __name__ == "__main__":
    mats = load_matrices(sys.argv[1] if len(sys.argv) > 1 else "matrices.txt")
    if len(mats) < 2:
        sys.exit("need at least two matrices in the file")
    a, b = mats[0], mats[1]
    for label, fn in (("A+B", madd), ("A*B", mmul)):
        try:
            print(label, fmt(fn(a, b)), sep="\n")
        except AssertionError as exc:
            print(label, "impossible:", exc)
    print("A^T", fmt(transpose(a)), sep="\n")
    if shape(a)[0] == shape(a)[1]:
        print("det A = %.4f" % det(a))
