"""Neighbourhood helpers for grid searches."""

ROW_DELTAS = (-1, -1, -1, 0, 0, 1, 1, 1)
COL_DELTAS = (-1, 0, 1, -1, 1, -1, 0, 1)


def in_grid(r, c, height, width):
    return 0 <= r < height and 0 <= c < width


def neighbours(r, c):
    """Yield the eight cells around (r, c), diagonals included."""
    for dr, dc in zip(ROW_DELTAS, COL_DELTAS):
        yield r + dr, c + dc
