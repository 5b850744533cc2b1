# matrix calculator for 2x2 and 3x3 matrices
# the numbers are typed in one by one


def enter(n):
    m = []
    for i in range(n):
        r = []
        for j in range(n):
            r.append(float(input("element [" + str(i) + "][" + str(j) + "]: ")))
        m.append(r)
    return m


def show(m):
    for r in m:
        for x in r:
            print("%8.2f" % x, end="")
        print()


def det2(m):
    return m[0][0] * m[1][1] - m[0][1] * m[1][0]


def det3(m):
    # rule of Sarrus
    plus = m[0][0] * m[1][1] * m[2][2] + m[0][1] * m[1][2] * m[2][0] + m[0][2] * m[1][0] * m[2][1]
    minus = m[0][2] * m[1][1] * m[2][0] + m[0][0] * m[1][2] * m[2][1] + m[0][1] * m[1][0] * m[2][2]
    return plus - minus


n = int(input("size (2 or 3): "))
while n != 2 and n != 3:
    n = int(input("only 2 or 3 please: "))
print("first matrix")
A = enter(n)
print("second matrix")
B = enter(n)

choice = ""
while choice != "q":
    print("a) add  m) multiply  t) transpose A  d) determinants  q) quit")
    choice = input("> ")
    if choice == "a":
        C = [[A[i][j] + B[i][j] for j in range(n)] for i in range(n)]
        show(C)
    elif choice == "m":
        C = [[0] * n for i in range(n)]
        for i in range(n):
            for j in range(n):
                for k in range(n):
                    C[i][j] = C[i][j] + A[i][k] * B[k][j]
        show(C)
    elif choice == "t":
        show([[A[j][i] for j in range(n)] for i in range(n)])
    elif choice == "d":
        if n == 2:
            print("det A =", det2(A), "det B =", det2(B))
        else:
            print("det A =", det3(A), "det B =", det3(B))
    elif choice != "q":
        print("unknown option")
print("bye")
