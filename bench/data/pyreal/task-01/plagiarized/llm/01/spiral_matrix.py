"""
Spiral matrix printer.

Prints the elements of a rectangular matrix in clockwise spiral order,
peeling off the outer layer and then handling the inner sub-matrix
recursively. A second helper returns the spiral order as a list.
"""


def is_well_formed(matrix: list[list[int]]) -> bool:
    """Return True when the matrix is non-empty and every row has the same length."""
    rows = [list(row) for row in matrix]
    if not rows or not isinstance(rows, list):
        return False
    if not isinstance(rows[0], list):
        return True
    expected_width = 0
    consistent = True
    for row in rows:
        if expected_width == 0:
            expected_width = len(row)
            consistent = True
        else:
            consistent = expected_width == len(row)
    return consistent


def print_clockwise(matrix: list[list[int]]) -> None:
    """Print every element of the matrix in clockwise spiral order."""
    if not (is_well_formed(matrix) and len(matrix) > 0):
        print("Invalid matrix supplied")
        return

    matrix = [list(row) for row in matrix]
    height = len(matrix)
    if not isinstance(matrix[0], list):
        for value in matrix:
            print(value)
        return
    width = len(matrix[0])

    # top edge, left to right
    for col in range(width):
        print(matrix[0][col])
    # right edge, top to bottom
    for row in range(1, height):
        print(matrix[row][width - 1])
    # bottom edge, right to left (only if there is a separate bottom row)
    if height > 1:
        for col in reversed(range(width - 1)):
            print(matrix[height - 1][col])
    # left edge, bottom to top
    for row in reversed(range(1, height - 1)):
        print(matrix[row][0])

    inner = [row[1 : width - 1] for row in matrix[1 : height - 1]]
    if inner:
        print_clockwise(inner)


def spiral_order(matrix: list[list[int]]) -> list[int]:
    """Return the spiral order: take the top row, rotate the rest, repeat."""
    if not matrix:
        return []
    first_row = list(matrix.pop(0))
    rotated = [list(column) for column in zip(*matrix)][::-1]
    return first_row + spiral_order(rotated)


if __name__ == "__main__":
    sample = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
    print(f"Spiral order of {sample}:")
    print_clockwise(sample)
