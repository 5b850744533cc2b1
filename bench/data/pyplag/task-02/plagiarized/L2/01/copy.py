# Matrix helper functions - matrices are lists of rows


def new_grid(height, width, fill=0):
    grid = []
    for r in range(height):
        line = []
        for c in range(width):
            line.append(fill)
        grid.append(line)
    return grid


def unit_matrix(dim):
    grid = new_grid(dim, dim)
    for r in range(dim):
        grid[r][r] = 1
    return grid


def dimensions(grid):
    return len(grid), len(grid[0])


def mat_sum(x, y):
    height, width = dimensions(x)
    if dimensions(y) != (height, width):
        raise ValueError("matrices must have the same size")
    out = new_grid(height, width)
    for r in range(height):
        for c in range(width):
            out[r][c] = x[r][c] + y[r][c]
    return out


def mat_product(x, y):
    h1, w1 = dimensions(x)
    h2, w2 = dimensions(y)
    if w1 != h2:
        raise ValueError("cannot multiply: wrong sizes")
    out = new_grid(h1, w2)
    for r in range(h1):
        for c in range(w2):
            acc = 0
            for p in range(w1):
                acc += x[r][p] * y[p][c]
            out[r][c] = acc
    return out


def flip(grid):
    height, width = dimensions(grid)
    flipped = new_grid(width, height)
    for r in range(height):
        for c in range(width):
            flipped[c][r] = grid[r][c]
    return flipped


def det(grid):
    # expand along the top row, recursion on the smaller matrices
    dim = len(grid)
    if dim == 1:
        return grid[0][0]
    if dim == 2:
        return grid[0][0] * grid[1][1] - grid[0][1] * grid[1][0]
    value = 0
    for c in range(dim):
        sub = []
        for r in range(1, dim):
            sub.append(grid[r][:c] + grid[r][c + 1:])
        factor = 1 if c % 2 == 0 else -1
        value += factor * grid[0][c] * det(sub)
    return value


def show(grid, caption=""):
    if caption:
        print(caption)
    for line in grid:
        text = ""
        for cell in line:
            text += str(cell).rjust(6)
        print(text)
    print()


def input_matrix(label):
    height = int(input("Number of rows for " + label + ": "))
    grid = []
    for r in range(height):
        nums = input("Row " + str(r + 1) + ": ").split()
        grid.append([int(s) for s in nums])
    return grid


def main():
    x = input_matrix("A")
    y = input_matrix("B")
    show(x, "A =")
    show(y, "B =")
    try:
        show(mat_sum(x, y), "A + B =")
    except ValueError as err:
        print("A + B:", err)
    try:
        show(mat_product(x, y), "A * B =")
    except ValueError as err:
        print("A * B:", err)
    show(flip(x), "A transposed =")
    if dimensions(x)[0] == dimensions(x)[1]:
        print("det(A) =", det(x))
        show(mat_product(x, unit_matrix(len(x))), "A * I =")
    else:
        print("A is not square, no determinant")


main()
