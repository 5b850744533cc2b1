import itertools


def parity(perm):
    # count inversions: even -> +1, odd -> -1
    inversions = 0
    for i in range(len(perm)):
        for j in range(i + 1, len(perm)):
            if perm[i] > perm[j]:
                inversions += 1
    return -1 if inversions % 2 else 1


def leibniz_det(m):
    n = len(m)
    total = 0
    for perm in itertools.permutations(range(n)):
        prod = parity(perm)
        for row, col in enumerate(perm):
            prod *= m[row][col]
        total += prod
    return total


def product(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))]
            for i in range(len(a))]


def elementwise(a, b, op):
    return [list(map(op, ra, rb)) for ra, rb in zip(a, b)]


def power(m, e):
    """m ** e by repeated squaring"""
    n = len(m)
    result = [[int(i == j) for j in range(n)] for i in range(n)]
    base = m
    while e > 0:
        if e & 1:
            result = product(result, base)
        base = product(base, base)
        e >>= 1
    return result


def transpose(m):
    return [list(r) for r in zip(*m)]


def dump(name, m):
    print(name)
    for r in m:
        print("   ", r)


fib = [[1, 1], [1, 0]]
dump("fib^10", power(fib, 10))
a = [[3, 2, 0], [1, -1, 4], [2, 2, 2]]
b = [[1, 0, 2], [0, 1, 0], [5, 5, 5]]
dump("a + b", elementwise(a, b, lambda x, y: x + y))
dump("a - b", elementwise(a, b, lambda x, y: x - y))
dump("a * b", product(a, b))
dump("a^T", transpose(a))
print("det(a) =", leibniz_det(a))
print("det(a*b) == det(a)*det(b):", leibniz_det(product(a, b)) == leibniz_det(a) * leibniz_det(b))
