# Matrices stored in one flat list (row-major), like in C.
# element (i, j) of an r x c matrix is data[i * c + j]


def make(r, c, data=None):
    if data is None:
        data = [0] * (r * c)
    if len(data) != r * c:
        raise ValueError("wrong number of elements")
    return {"r": r, "c": c, "data": list(data)}


def get(m, i, j):
    return m["data"][i * m["c"] + j]


def put(m, i, j, v):
    m["data"][i * m["c"] + j] = v


def add(m1, m2):
    if m1["r"] != m2["r"] or m1["c"] != m2["c"]:
        raise ValueError("sizes differ")
    summed = [x + y for x, y in zip(m1["data"], m2["data"])]
    return make(m1["r"], m1["c"], summed)


def mul(m1, m2):
    if m1["c"] != m2["r"]:
        raise ValueError("sizes do not fit")
    out = make(m1["r"], m2["c"])
    for i in range(m1["r"]):
        for j in range(m2["c"]):
            s = 0
            for k in range(m1["c"]):
                s += get(m1, i, k) * get(m2, k, j)
            put(out, i, j, s)
    return out


def transpose(m):
    out = make(m["c"], m["r"])
    for idx, v in enumerate(m["data"]):
        i, j = divmod(idx, m["c"])
        put(out, j, i, v)
    return out


def det(m):
    if m["r"] != m["c"]:
        raise ValueError("not square")
    n = m["r"]
    if n == 1:
        return m["data"][0]
    total = 0
    for j in range(n):
        sub = [get(m, i, k) for i in range(1, n) for k in range(n) if k != j]
        total += (-1) ** j * get(m, 0, j) * det(make(n - 1, n - 1, sub))
    return total


def to_string(m):
    lines = []
    for i in range(m["r"]):
        row = m["data"][i * m["c"]:(i + 1) * m["c"]]
        lines.append("[" + ", ".join(str(v) for v in row) + "]")
    return "\n".join(lines)


a = make(2, 3, [1, 2, 3, 4, 5, 6])
b = make(3, 2, [7, 8, 9, 10, 11, 12])
print(to_string(mul(a, b)))
print(to_string(transpose(a)))
print(to_string(add(a, a)))
print("det =", det(make(3, 3, [6, 1, 1, 4, -2, 5, 2, 8, 7])))
