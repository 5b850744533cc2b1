# matrix lab - my version


def print_mat(mat, heading=""):
    if heading != "":
        print(heading)
    for r in mat:
        print("".join(["%6s" % v for v in r]))
    print()


def read_mat(which):
    n_rows = int(input(f"Number of rows for {which}: "))
    mat = []
    i = 0
    while i < n_rows:
        tokens = input(f"Row {i + 1}: ").split()
        mat.append([int(t) for t in tokens])
        i = i + 1
    return mat


def zeros(n_rows, n_cols, fill=0):
    mat = []
    for i in range(n_rows):
        mat.append([fill for j in range(n_cols)])
    return mat


def det_of(mat):
    n = len(mat)
    if n == 1:
        return mat[0][0]
    elif n == 2:
        return mat[0][0] * mat[1][1] - mat[0][1] * mat[1][0]
    d = 0
    for j, first in enumerate(mat[0]):
        sub = [row[:j] + row[j + 1:] for row in mat[1:]]
        if j % 2 == 1:
            d = d - first * det_of(sub)
        else:
            d = d + first * det_of(sub)
    return d


def combine(m1, m2, op):
    """op is '+' for sum or '*' for product"""
    n1, k1 = len(m1), len(m1[0])
    n2, k2 = len(m2), len(m2[0])
    if op == "+":
        if (n2, k2) != (n1, k1):
            raise ValueError("matrices must have the same size")
        return [[m1[i][j] + m2[i][j] for j in range(k1)] for i in range(n1)]
    if k1 != n2:
        raise ValueError("cannot multiply: wrong sizes")
    res = zeros(n1, k2)
    for i in range(n1):
        for j in range(k2):
            acc = 0
            k = 0
            while k < k1:
                acc = acc + m1[i][k] * m2[k][j]
                k += 1
            res[i][j] = acc
    return res


def transposed(mat):
    return [[mat[i][j] for i in range(len(mat))] for j in range(len(mat[0]))]


def main():
    m1 = read_mat("A")
    m2 = read_mat("B")
    print_mat(m1, "A =")
    print_mat(m2, "B =")
    for symbol in ("+", "*"):
        try:
            print_mat(combine(m1, m2, symbol), "A " + symbol + " B =")
        except ValueError as e:
            print("A " + symbol + " B:", e)
    print_mat(transposed(m1), "A transposed =")
    if len(m1) == len(m1[0]):
        print("det(A) =", det_of(m1))
        ident = zeros(len(m1), len(m1))
        for i in range(len(m1)):
            ident[i][i] = 1
        print_mat(combine(m1, ident, "*"), "A * I =")
    else:
        print("A is not square, no determinant")


main()
