"""Walk a matrix in a clockwise spiral.

Instead of recursing on the inner sub-matrix, this version keeps the current
layer's boundaries and shrinks them in a loop until nothing is left.
"""
from typing import List


def has_equal_rows(grid: List[List[int]]) -> bool:
    copy = [list(r) for r in grid]
    if not copy or not isinstance(copy, list):
        return False
    if not isinstance(copy[0], list):
        return True
    width = len(copy[0])
    return all(len(r) == width for r in copy)


def emit_layer(grid, top, left, bottom, right, out):
    """Append the elements of one ring of the matrix to ``out``."""
    col = left
    while col <= right:
        out.append(grid[top][col])
        col += 1
    row = top + 1
    while row <= bottom:
        out.append(grid[row][right])
        row += 1
    if bottom > top:
        col = right - 1
        while col >= left:
            out.append(grid[bottom][col])
            col -= 1
    if right > left:
        row = bottom - 1
        while row > top:
            out.append(grid[row][left])
            row -= 1


def spiral_values(grid: List[List[int]]) -> List[int]:
    values: List[int] = []
    if not grid:
        return values
    top, left = 0, 0
    bottom, right = len(grid) - 1, len(grid[0]) - 1
    while top <= bottom and left <= right:
        emit_layer(grid, top, left, bottom, right, values)
        top, left, bottom, right = top + 1, left + 1, bottom - 1, right - 1
    return values


def print_spiral(grid: List[List[int]]) -> None:
    if len(grid) == 0 or not has_equal_rows(grid):
        print("Not a valid matrix")
        return
    if not isinstance(grid[0], list):
        for item in grid:
            print(item)
        return
    for value in spiral_values([list(r) for r in grid]):
        print(value)


if __name__ == "__main__":
    print_spiral([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
