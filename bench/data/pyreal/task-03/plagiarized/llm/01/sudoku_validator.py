"""
Sudoku board validator.

Checks whether a partially filled 9x9 Sudoku board obeys the rules:
every row, every column and every 3x3 sub-grid may contain each digit
from 1 to 9 at most once. Empty cells are marked with ".".
"""

from collections import defaultdict

BOARD_SIZE = 9
BLANK = "."


def validate_board(board: list[list[str]]) -> bool:
    """Return True if no digit repeats in any row, column or 3x3 box."""
    if len(board) != BOARD_SIZE or any(len(r) != BOARD_SIZE for r in board):
        raise ValueError(f"A board must have {BOARD_SIZE} rows of {BOARD_SIZE} cells.")

    digits_by_row: defaultdict[int, set[str]] = defaultdict(set)
    digits_by_col: defaultdict[int, set[str]] = defaultdict(set)
    digits_by_box: defaultdict[tuple[int, int], set[str]] = defaultdict(set)

    for r, line in enumerate(board):
        for c, cell in enumerate(line):
            if cell == BLANK:
                continue
            box_id = (r // 3, c // 3)
            already_seen = (
                cell in digits_by_row[r]
                or cell in digits_by_col[c]
                or cell in digits_by_box[box_id]
            )
            if already_seen:
                return False
            digits_by_row[r].add(cell)
            digits_by_col[c].add(cell)
            digits_by_box[box_id].add(cell)

    return True


if __name__ == "__main__":
    example = [
        ["5", "3", ".", ".", "7", ".", ".", ".", "."],
        ["6", ".", ".", "1", "9", "5", ".", ".", "."],
        [".", "9", "8", ".", ".", ".", ".", "6", "."],
        ["8", ".", ".", ".", "6", ".", ".", ".", "3"],
        ["4", ".", ".", "8", ".", "3", ".", ".", "1"],
        ["7", ".", ".", ".", "2", ".", ".", ".", "6"],
        [".", "6", ".", ".", ".", ".", "2", "8", "."],
        [".", ".", ".", "4", "1", "9", ".", ".", "5"],
        [".", ".", ".", ".", "8", ".", ".", "7", "9"],
    ]
    print(f"Board valid? {validate_board(example)}")
