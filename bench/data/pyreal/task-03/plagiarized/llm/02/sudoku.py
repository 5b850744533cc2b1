"""Check a Sudoku grid for repeated digits.

Each digit is recorded as a (kind, index, digit) key in one shared set, so a
single membership test per constraint detects any clash.
"""

GRID_SIZE = 9
EMPTY = "."


def _ensure_square(grid):
    if len(grid) != GRID_SIZE:
        raise ValueError(f"Sudoku boards must be {GRID_SIZE}x{GRID_SIZE} squares.")
    for line in grid:
        if len(line) != GRID_SIZE:
            raise ValueError(f"Sudoku boards must be {GRID_SIZE}x{GRID_SIZE} squares.")


def _keys_for(r, c, digit):
    return (("row", r, digit), ("col", c, digit), ("box", (r // 3) * 3 + c // 3, digit))


def is_valid(grid):
    _ensure_square(grid)
    seen = set()
    r = 0
    while r < GRID_SIZE:
        c = 0
        while c < GRID_SIZE:
            digit = grid[r][c]
            if digit != EMPTY:
                keys = _keys_for(r, c, digit)
                if any(k in seen for k in keys):
                    return False
                seen.update(keys)
            c += 1
        r += 1
    return True


if __name__ == "__main__":
    board = [["."] * GRID_SIZE for _ in range(GRID_SIZE)]
    board[0][0] = board[1][1] = "5"
    print(is_valid(board))
