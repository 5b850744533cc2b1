# Matrix operations (lists of lists, no libraries)

CELL_WIDTH = 6
SIZE_ERROR = "matrices must have the same size"
MULT_ERROR = "cannot multiply: wrong sizes"


def blank(height, width, fill=0):
    grid = []
    for r in range(height):
        line = []
        for c in range(width):
            line.append(fill)
        grid.append(line)
    return grid


def eye(dim):
    grid = blank(dim, dim)
    for r in range(dim):
        grid[r][r] = 1
    return grid


def shape_of(grid):
    return len(grid), len(grid[0])


def plus(x, y):
    height, width = shape_of(x)
    out = blank(height, width)
    if shape_of(y) != (height, width):
        raise ValueError(SIZE_ERROR)
    for r in range(height):
        for c in range(width):
            out[r][c] = x[r][c] + y[r][c]
    return out


def times(x, y):
    h1, w1 = shape_of(x)
    h2, w2 = shape_of(y)
    if w1 != h2:
        raise ValueError(MULT_ERROR)
    out = blank(h1, w2)
    acc = 0
    for r in range(h1):
        for c in range(w2):
            acc = 0
            for p in range(w1):
                acc += x[r][p] * y[p][c]
            out[r][c] = acc
    return out


def swap_axes(grid):
    height, width = shape_of(grid)
    res = blank(width, height)
    for r in range(height):
        for c in range(width):
            res[c][r] = grid[r][c]
    return res


def det(grid):
    dim = len(grid)
    value = 0
    if dim == 1:
        return grid[0][0]
    if dim == 2:
        return grid[0][0] * grid[1][1] - grid[0][1] * grid[1][0]
    for c in range(dim):
        sub = []
        factor = 1 if c % 2 == 0 else -1
        for r in range(1, dim):
            sub.append(grid[r][:c] + grid[r][c + 1:])
        value += factor * grid[0][c] * det(sub)
    return value


def show(grid, caption=""):
    if caption:
        print(caption)
    for line in grid:
        text = ""
        for cell in line:
            text += str(cell).rjust(CELL_WIDTH)
        print(text)
    print()


def ask_matrix(label):
    grid = []
    height = int(input("Number of rows for " + label + ": "))
    for r in range(height):
        nums = input("Row " + str(r + 1) + ": ").split()
        grid.append([int(s) for s in nums])
    return grid


def main():
    x = ask_matrix("A")
    y = ask_matrix("B")
    square = False
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
    square = shape_of(x)[0] == shape_of(x)[1]
    if square:
        print("det(A) =", det(x))
        show(times(x, eye(len(x))), "A * I =")
    else:
        print("A is not square, no determinant")


main()
