"""
Valid Sudoku (LeetCode 36).

A 9 x 9 board is valid when, looking only at the filled cells:
  * no row repeats a digit 1-9,
  * no column repeats a digit 1-9,
  * none of the nine 3 x 3 boxes repeats a digit 1-9.
A valid board need not be solvable.
"""
from collections import defaultdict

NUM_SQUARES = 9
EMPTY_CELL = "."


def is_valid_sudoku_board(sudoku_board: list[list[str]]) -> bool:
    """
    Validate (but do not solve) a sudoku board.

    >>> is_valid_sudoku_board([["1", "2", "3", "4", "5", "6", "7", "8", "9"]])
    Traceback (most recent call last):
        ...
    ValueError: Sudoku boards must be 9x9 squares.
    """
    if len(sudoku_board) != NUM_SQUARES or (any(len(row) != NUM_SQUARES for row in sudoku_board)):
        error_message = f"Sudoku boards must be {NUM_SQUARES}x{NUM_SQUARES} squares."
        raise ValueError(error_message)
    row_values: defaultdict[int, set[str]] = defaultdict(set)
    col_values: defaultdict[int, set[str]] = defaultdict(set)
    box_values: defaultdict[tuple[int, int], set[str]] = defaultdict(set)
    for row in range(NUM_SQUARES):
        for col in range(NUM_SQUARES):
            value = sudoku_board[row][col]
            if value == EMPTY_CELL:
                continue
            box = (row // 3, col // 3)
            if value in row_values[row] or value in col_values[col] or value in box_values[box]:
                return False
            row_values[row].add(value)
            col_values[col].add(value)
            box_values[box].add(value)
    return True


if __name__ == "__main__":
    from doctest import testmod
    testmod()
