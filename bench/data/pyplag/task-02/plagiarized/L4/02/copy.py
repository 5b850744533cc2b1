# matrix lab - my version


def print_mat(mat, heading=""):
    if heading:
        print(heading)
    for r in mat:
        s = ""
        for v in r:
            s += str(v).rjust(6)
        print(s)
    print()


def read_mat(which):
    n_rows = int(input("Number of rows for " + which + ": "))
    mat = []
    for i in range(n_rows):
        tokens = input("Row " + str(i + 1) + ": ").split()
        mat.append([int(t) for t in tokens])
    return mat


def zeros(n_rows, n_cols, fill=0):
    mat = []
    for i in range(n_rows):
        r = []
        for j in range(n_cols):
            r.append(fill)
        mat.append(r)
    return mat


def det_of(mat):
    n = len(mat)
    if n == 1:
        return mat[0][0]
    if n == 2:
        return mat[0][0] * mat[1][1] - mat[0][1] * mat[1][0]
    d = 0
    for j in range(n):
        sub = []
        for i in range(1, n):
            sub.append(mat[i][:j] + mat[i][j + 1:])
        sgn = 1 if j % 2 == 0 else -1
        d += sgn * mat[0][j] * det_of(sub)
    return d


def combine(m1, m2, op):
    """op is '+' for sum or '*' for product"""
    n1, k1 = len(m1), len(m1[0])
    n2, k2 = len(m2), len(m2[0])
    if op == "+":
        if (n2, k2) != (n1, k1):
            raise ValueError("matrices must have the same size")
        res = zeros(n1, k1)
        for i in range(n1):
            for j in range(k1):
                res[i][j] = m1[i][j] + m2[i][j]
        return res
    if k1 != n2:
        raise ValueError("cannot multiply: wrong sizes")
    res = zeros(n1, k2)
    for i in range(n1):
        for j in range(k2):
            acc = 0
            for k in range(k1):
                acc += m1[i][k] * m2[k][j]
            res[i][j] = acc
    return res


def transposed(mat):
    n_rows, n_cols = len(mat), len(mat[0])
    t = zeros(n_cols, n_rows)
    for i in range(n_rows):
        for j in range(n_cols):
            t[j][i] = mat[i][j]
    return t


def main():
    m1 = read_mat("A")
    m2 = read_mat("B")
    print_mat(m1, "A =")
    print_mat(m2, "B =")
    try:
        print_mat(combine(m1, m2, "+"), "A + B =")
    except ValueError as e:
        print("A + B:", e)
    try:
        print_mat(combine(m1, m2, "*"), "A * B =")
    except ValueError as e:
        print("A * B:", e)
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
