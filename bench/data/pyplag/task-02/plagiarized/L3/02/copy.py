def build(numRows, numCols, v=0):
    result = []
    for a in range(numRows):
        oneRow = []
        for b in range(numCols):
            oneRow.append(v)
        result.append(oneRow)
    return result


def ident(k):
    result = build(k, k)
    for a in range(k):
        result[a][a] = 1
    return result


def dims(mtx):
    return len(mtx), len(mtx[0])


def matAdd(p, q):
    numRows, numCols = dims(p)
    if dims(q) != (numRows, numCols):
        raise ValueError("matrices must have the same size")
    result = build(numRows, numCols)
    for a in range(numRows):
        for b in range(numCols):
            result[a][b] = p[a][b] + q[a][b]
    return result


def matMul(p, q):
    rowsP, colsP = dims(p)
    rowsQ, colsQ = dims(q)
    if colsP != rowsQ:
        raise ValueError("cannot multiply: wrong sizes")
    result = build(rowsP, colsQ)
    for a in range(rowsP):
        for b in range(colsQ):
            s = 0
            for t in range(colsP):
                s += p[a][t] * q[t][b]
            result[a][b] = s
    return result


def trans(mtx):
    numRows, numCols = dims(mtx)
    result = build(numCols, numRows)
    for a in range(numRows):
        for b in range(numCols):
            result[b][a] = mtx[a][b]
    return result


def getDeterminant(mtx):
    k = len(mtx)
    if k == 1:
        return mtx[0][0]
    if k == 2:
        return mtx[0][0] * mtx[1][1] - mtx[0][1] * mtx[1][0]
    total = 0
    for b in range(k):
        minorMat = []
        for a in range(1, k):
            minorMat.append(mtx[a][:b] + mtx[a][b + 1:])
        if b % 2 == 0:
            s = 1
        else:
            s = -1
        total += s * mtx[0][b] * getDeterminant(minorMat)
    return total


def display(mtx, label="", width=6):
    if label:
        print(label)
    for oneRow in mtx:
        txt = ""
        for val in oneRow:
            txt += str(val).rjust(width)
        print(txt)
    print()


def getMatrix(title):
    prompt = "Number of rows for " + title + ": "
    numRows = int(input(prompt))
    result = []
    for a in range(numRows):
        pieces = input("Row " + str(a + 1) + ": ").split()
        result.append([int(x) for x in pieces])
    return result


matrixA = getMatrix("A")
matrixB = getMatrix("B")
display(matrixA, "A =")
display(matrixB, "B =")
try:
    display(matAdd(matrixA, matrixB), "A + B =")
except ValueError as problem:
    print("A + B:", problem)
try:
    display(matMul(matrixA, matrixB), "A * B =")
except ValueError as problem:
    print("A * B:", problem)
display(trans(matrixA), "A transposed =")
if dims(matrixA)[0] == dims(matrixA)[1]:
    print("det(A) =", getDeterminant(matrixA))
    display(matMul(matrixA, ident(len(matrixA))), "A * I =")
else:
    print("A is not square, no determinant")
