# Matrix operations (lists of lists, no libraries)

PAD = 6


def main():
    x = ask_matrix("A")
    y = ask_matrix("B")
    show(x, "A =")
    show(y, "B =")
    try:
        show(plus(x, y), "A + B =")
    except ValueError as err:
        print("A + B:", err)
    try:
        show(times(x, y), "A * B =")
    except ValueError as err:
        print("A * B:", err)
    show(swap_axes(x), "A transposed =")
    rows_x, cols_x = shape_of(x)
    if rows_x != cols_x:
        print("A is not square, no determinant")
        return
    print("det(A) =", det(x))
    show(times(x, eye(rows_x)), "A * I =")


def ask_matrix(label):
    height = int(input("Number of rows for " + label + ": "))
    return [ask_row(r) for r in range(height)]


def ask_row(r):
    nums = input("Row %d: " % (r + 1)).split()
    return list(map(int, nums))


def show(grid, caption=""):
    if caption:
        print(caption)
    for line in grid:
        print(row_text(line))
    print()


def row_text(line):
    return "".join(str(cell).rjust(PAD) for cell in line)


def det(grid):
    dim = len(grid)
    if dim > 1:
        value = 0
        c = dim - 1
        while c >= 0:
            factor = -1 if c % 2 else 1
            value = value + factor * grid[0][c] * det(minor_of(grid, c))
            c = c - 1
        return value
    return grid[0][0]


def minor_of(grid, c):
    # drop the first row and column c
    return [grid[r][:c] + grid[r][c + 1:] for r in range(1, len(grid))]


def swap_axes(grid):
    height, width = shape_of(grid)
    res = []
    for c in range(width):
        res.append([grid[r][c] for r in range(height)])
    return res


def times(x, y):
    h1, w1 = shape_of(x)
    h2, w2 = shape_of(y)
    if w1 == h2:
        out = blank(h1, w2)
        for r in range(h1):
            for c in range(w2):
                out[r][c] = sum(x[r][p] * y[p][c] for p in range(w1))
        return out
    raise ValueError("cannot multiply: wrong sizes")


def plus(x, y):
    height, width = shape_of(x)
    if shape_of(y) == (height, width):
        out = blank(height, width)
        for idx in range(height * width):
            r, c = divmod(idx, width)
            out[r][c] = x[r][c] + y[r][c]
        return out
    raise ValueError("matrices must have the same size")


def shape_of(grid):
    return len(grid), len(grid[0])


def eye(dim):
    return [[1 if r == c else 0 for c in range(dim)] for r in range(dim)]


def blank(height, width, fill=0):
    return [[fill] * width for _ in range(height)]


main()
