"""
This program print the grid in spiral form.
This problem has been solved through recursive way.
      Grid must satisfy below conditions
        i) grid should be only one or two dimensional
        ii) number of column of all rows should be equal
"""


def is_rectangular(grid: list[list[int]]) -> bool:
    # must be
    grid = [list(line) for line in grid]
    if grid and isinstance(grid, list):
        if isinstance(grid[0], list):
            width = 0
            for line in grid:
                if width == 0:
                    width = len(line)
                    ok = True
                else:
                    ok = width == len(line)
        else:
            ok = True
    else:
        ok = False

    return ok


def print_spiral(grid: list[list[int]]) -> None:
    """
    >>> print_spiral([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
    1
    2
    3
    4
    8
    12
    11
    10
    9
    5
    6
    7
    """
    if is_rectangular(grid) and len(grid) > 0:
        grid = [list(line) for line in grid]
        rows = len(grid)
        if isinstance(grid[0], list):
            cols = len(grid[0])
        else:
            for item in grid:
                print(item)
            return

        # horizotal printing increasing
        for k in range(0, cols):
            print(grid[0][k])
        # vertical printing down
        for k in range(1, rows):
            print(grid[k][cols - 1])
        # horizotal printing decreasing
        if rows > 1:
            for k in range(cols - 2, -1, -1):
                print(grid[rows - 1][k])
        # vertical printing up
        for k in range(rows - 2, 0, -1):
            print(grid[k][0])
        inner = [line[1 : cols - 1] for line in grid[1 : rows - 1]]
        if len(inner) > 0:
            print_spiral(inner)
        else:
            return
    else:
        print("Not a valid grid")
        return


# Other Easy to undersatnd Approach


def spiral_order(grid: list[list[int]]) -> list[int]:
    """
    >>> spiral_order([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
    [1, 2, 3, 4, 8, 12, 11, 10, 9, 5, 6, 7]

    Step 1. pop the first row and concatenate it with the result of step 2
    Step 2. transpose the rest, reverse it, and recurse
    """
    return list(grid.pop(0)) + spiral_order(
        list(map(list, list(zip(*grid))))[::-1]
    )


# driver code
if __name__ == "__main__":
    import doctest

    doctest.testmod()

    sample = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
    print_spiral(sample)
