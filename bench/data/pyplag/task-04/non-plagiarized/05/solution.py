"""Generalised m,n,k-game winner detection (tic-tac-toe is 3,3,3; gomoku 15,15,5)."""

DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))


def run_length(grid, r, c, dr, dc):
    """Length of the run of equal marks starting at (r, c) in direction (dr, dc)."""
    mark = grid[r][c]
    n = 0
    while 0 <= r < len(grid) and 0 <= c < len(grid[0]) and grid[r][c] == mark:
        n += 1
        r += dr
        c += dc
    return n


def find_winner(grid, k):
    for r, row in enumerate(grid):
        for c, mark in enumerate(row):
            if mark is None:
                continue
            for dr, dc in DIRECTIONS:
                pr, pc = r - dr, c - dc
                inside = 0 <= pr < len(grid) and 0 <= pc < len(row)
                if inside and grid[pr][pc] == mark:
                    continue  # not the start of this run
                if run_length(grid, r, c, dr, dc) >= k:
                    return mark
    return None


def parse(rows):
    return [[None if ch in ".-_ " else ch for ch in row] for row in rows]


def status(rows, k=3):
    grid = parse(rows)
    w = find_winner(grid, k)
    if w:
        return f"{w} wins"
    if all(cell is not None for row in grid for cell in row):
        return "draw"
    return "undecided"


if __name__ == "__main__":
    examples = {
        "classic": (["XOX", "OXO", "OXX"], 3),
        "full draw": (["XXO", "OOX", "XOX"], 3),
        "4 in a row": (["X...", ".X..", "..X.", "...X", "OOO."], 4),
        "open": (["X..", ".O.", "..."], 3),
    }
    for name, (rows, k) in examples.items():
        print(f"{name:>10}: {status(rows, k)}")
