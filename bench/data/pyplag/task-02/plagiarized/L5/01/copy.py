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
    if rows_x == cols_x:
        print("det(A) =", det(x))
        show(times(x, eye(rows_x)), "A * I =")
    else:
        print("A is not square, no determinant")


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
    if dim == 1:
        return grid[0][0]
    if dim == 2:
        return grid[0][0] * grid[1][1] - grid[0][1] * grid[1][0]
    value = 0
    c = 0
    while c < dim:
        factor = (-1) ** c
        value = value + factor * grid[0][c] * det(minor_of(grid, c))
        c = c + 1
    return value


def minor_of(grid, c):
    # drop the first row and column c
    return [grid[r][:c] + grid[r][c + 1:] for r in range(1, len(grid))]


def swap_axes(grid):
    height, width = shape_of(grid)
    res = blank(width, height)
    for r in range(height):
        for c in range(width):
            res[c][r] = grid[r][c]
    return res


def times(x, y):
    h1, w1 = shape_of(x)
    h2, w2 = shape_of(y)
    if w1 != h2:
        raise ValueError("cannot multiply: wrong sizes")
    out = blank(h1, w2)
    for r in range(h1):
        for c in range(w2):
            out[r][c] = sum(x[r][p] * y[p][c] for p in range(w1))
    return out


def plus(x, y):
    height, width = shape_of(x)
    if shape_of(y) != (height, width):
        raise ValueError("matrices must have the same size")
    out = blank(height, width)
    r = 0
    while r < height:
        for c in range(width):
            out[r][c] = x[r][c] + y[r][c]
        r += 1
    return out


def shape_of(grid):
    return len(grid), len(grid[0])


def eye(dim):
    grid = blank(dim, dim)
    for r in range(dim):
        grid[r][r] = 1
    return grid


def blank(height, width, fill=0):
    return [[fill] * width for _ in range(height)]


main()
