"""
LeetCode 36. Valid Sudoku
https://leetcode.com/problems/valid-sudoku/

Determine if a 9 x 9 Sudoku grid is valid. Only the filled cells need to be
checked according to the following rules:

- Each row must contain the digits 1-9 without repetition.
- Each column must contain the digits 1-9 without repetition.
- Each of the nine 3 x 3 blocks of the grid must contain the digits 1-9
  without repetition.
"""

from collections import defaultdict

SIZE = 9
BLANK = "."


def sudoku_is_valid(grid: list[list[str]]) -> bool:
    """
    This function checks (but does not solve) a sudoku grid.

    >>> sudoku_is_valid(
    ...        [["1"], ["2"], ["3"], ["4"], ["5"], ["6"], ["7"], ["8"], ["9"]]
    ...  )
    Traceback (most recent call last):
        ...
    ValueError: Sudoku grids must be 9x9.
    """
    if len(grid) != SIZE or (
        any(len(line) != SIZE for line in grid)
    ):
        msg = f"Sudoku grids must be {SIZE}x{SIZE}."
        raise ValueError(msg)

    seen_in_row: defaultdict[int, set[str]] = defaultdict(set)
    seen_in_col: defaultdict[int, set[str]] = defaultdict(set)
    seen_in_block: defaultdict[tuple[int, int], set[str]] = defaultdict(set)

    for r in range(SIZE):
        for c in range(SIZE):
            digit = grid[r][c]

            if digit == BLANK:
                continue

            block = (r // 3, c // 3)

            if (
                digit in seen_in_row[r]
                or digit in seen_in_col[c]
                or digit in seen_in_block[block]
            ):
                return False

            seen_in_row[r].add(digit)
            seen_in_col[c].add(digit)
            seen_in_block[block].add(digit)

    return True


if __name__ == "__main__":
    from doctest import testmod

    testmod()
