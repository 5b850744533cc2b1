# Matrix Lab


def makeMatrix(nRows, nCols, fillValue=0):
    mat = []
    for r in range(nRows):
        currentRow = []
        for c in range(nCols):
            currentRow.append(fillValue)
        mat.append(currentRow)
    return mat


def identityMatrix(dim):
    mat = makeMatrix(dim, dim)
    for r in range(dim):
        mat[r][r] = 1
    return mat


def getShape(mat):
    return len(mat), len(mat[0])


def addMatrices(m1, m2):
    nRows, nCols = getShape(m1)
    if getShape(m2) != (nRows, nCols):
        raise ValueError("matrices must have the same size")
    res = makeMatrix(nRows, nCols)
    for r in range(nRows):
        for c in range(nCols):
            res[r][c] = m1[r][c] + m2[r][c]
    return res


def multMatrices(m1, m2):
    r1, c1 = getShape(m1)
    r2, c2 = getShape(m2)
    if c1 != r2:
        raise ValueError("cannot multiply: wrong sizes")
    res = makeMatrix(r1, c2)
    for r in range(r1):
        for c in range(c2):
            s = 0
            for idx in range(c1):
                s += m1[r][idx] * m2[idx][c]
            res[r][c] = s
    return res


def transposeMatrix(mat):
    nRows, nCols = getShape(mat)
    tr = makeMatrix(nCols, nRows)
    for r in range(nRows):
        for c in range(nCols):
            tr[c][r] = mat[r][c]
    return tr


def calcDet(mat):
    dim = len(mat)
    if dim == 1:
        return mat[0][0]
    if dim == 2:
        return mat[0][0] * mat[1][1] - mat[0][1] * mat[1][0]
    d = 0
    for c in range(dim):
        smaller = []
        for r in range(1, dim):
            smaller.append(mat[r][:c] + mat[r][c + 1:])
        sgn = 1 if c % 2 == 0 else -1
        d += sgn * mat[0][c] * calcDet(smaller)
    return d


def printMatrix(mat, heading=""):
    if heading:
        print(heading)
    for currentRow in mat:
        out = ""
        for num in currentRow:
            out += str(num).rjust(6)
        print(out)
    print()


def readMatrix(matName):
    nRows = int(input("Number of rows for " + matName + ": "))
    mat = []
    for r in range(nRows):
        parts = input("Row " + str(r + 1) + ": ").split()
        mat.append([int(p) for p in parts])
    return mat


def main():
    matA = readMatrix("A")
    matB = readMatrix("B")
    printMatrix(matA, "A =")
    printMatrix(matB, "B =")
    try:
        printMatrix(addMatrices(matA, matB), "A + B =")
    except ValueError as ex:
        print("A + B:", ex)
    try:
        printMatrix(multMatrices(matA, matB), "A * B =")
    except ValueError as ex:
        print("A * B:", ex)
    printMatrix(transposeMatrix(matA), "A transposed =")
    if getShape(matA)[0] == getShape(matA)[1]:
        print("det(A) =", calcDet(matA))
        printMatrix(multMatrices(matA, identityMatrix(len(matA))), "A * I =")
    else:
        print("A is not square, no determinant")


main()
