"""
LeetCode 36. Valid Sudoku
https://leetcode.com/problems/valid-sudoku/
https://en.wikipedia.org/wiki/Sudoku

Determine if a 9 x 9 Sudoku board is valid. Only the filled cells need to be
validated according to the following rules:

- Each row must contain the digits 1-9 without repetition.
- Each column must contain the digits 1-9 without repetition.
- Each of the nine 3 x 3 sub-boxes of the grid must contain the digits 1-9
  without repetition.
"""

import logging
from collections import defaultdict

NUM_SQUARES = 9
EMPTY_CELL = "."
ALLOWED = set("123456789") | {EMPTY_CELL}

log = logging.getLogger("sudoku")


def count_filled(sudoku_board: list[list[str]]) -> int:
    """How many cells are filled in."""
    return sum(1 for row in sudoku_board for value in row if value != EMPTY_CELL)


def check_symbols(sudoku_board: list[list[str]]) -> None:
    for row in sudoku_board:
        for value in row:
            if value not in ALLOWED:
                raise ValueError(f"Unexpected symbol {value!r} on the board.")


def is_valid_sudoku_board(sudoku_board: list[list[str]]) -> bool:
    """
    This function validates (but does not solve) a sudoku board.
    The board may be valid but unsolvable.
    """
    if len(sudoku_board) != NUM_SQUARES or (
        any(len(row) != NUM_SQUARES for row in sudoku_board)
    ):
        error_message = f"Sudoku boards must be {NUM_SQUARES}x{NUM_SQUARES} squares."
        raise ValueError(error_message)
    check_symbols(sudoku_board)
    log.debug("checking a board with %d filled cells", count_filled(sudoku_board))

    row_values: defaultdict[int, set[str]] = defaultdict(set)
    col_values: defaultdict[int, set[str]] = defaultdict(set)
    box_values: defaultdict[tuple[int, int], set[str]] = defaultdict(set)
    checked = 0

    for row in range(NUM_SQUARES):
        for col in range(NUM_SQUARES):
            value = sudoku_board[row][col]

            if value == EMPTY_CELL:
                continue

            box = (row // 3, col // 3)
            checked += 1

            if (
                value in row_values[row]
                or value in col_values[col]
                or value in box_values[box]
            ):
                log.debug("duplicate %s at (%d, %d) after %d cells", value, row, col, checked)
                return False

            row_values[row].add(value)
            col_values[col].add(value)
            box_values[box].add(value)

    log.debug("board is valid (%d cells checked)", checked)
    return True


if __name__ == "__main__":
    logging.basicConfig(level=logging.DEBUG)
    empty_board = [[EMPTY_CELL] * NUM_SQUARES for _ in range(NUM_SQUARES)]
    print(is_valid_sudoku_board(empty_board))
