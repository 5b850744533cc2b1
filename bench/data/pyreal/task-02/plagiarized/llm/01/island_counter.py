"""
Island counter.

An island is a group of adjacent cells with value 1. Cells are considered
adjacent horizontally, vertically and diagonally (8-connectivity).
"""

NEIGHBOUR_OFFSETS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


class IslandGrid:
    """Wraps a 2-D grid of 0/1 values and counts its islands."""

    def __init__(self, rows, cols, grid):
        self.rows = rows
        self.cols = cols
        self.grid = grid

    def _in_bounds(self, r, c):
        return 0 <= r < self.rows and 0 <= c < self.cols

    def _can_expand(self, r, c, visited):
        """A cell can be explored if it is inside the grid, unvisited and land."""
        return self._in_bounds(r, c) and not visited[r][c] and bool(self.grid[r][c])

    def _explore(self, r, c, visited):
        """Depth-first search marking every cell of the current island."""
        visited[r][c] = True
        for dr, dc in NEIGHBOUR_OFFSETS:
            nr, nc = r + dr, c + dc
            if self._can_expand(nr, nc, visited):
                self._explore(nr, nc, visited)

    def count(self):
        visited = [[False] * self.cols for _ in range(self.rows)]
        islands = 0
        for r in range(self.rows):
            for c in range(self.cols):
                if not visited[r][c] and self.grid[r][c] == 1:
                    self._explore(r, c, visited)
                    islands += 1
        return islands


if __name__ == "__main__":
    sample_grid = [
        [1, 1, 1, 0, 0, 0, 1, 1, 0, 1, 1, 0],
        [0, 1, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0],
        [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0],
        [0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 1, 1],
        [0, 0, 1, 1, 0, 1, 1, 0, 0, 1, 1, 0],
        [0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 0, 0],
        [0, 1, 1, 1, 0, 0, 1, 1, 0, 1, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 1, 1, 1, 0, 0, 1, 1, 1, 0, 0, 0],
        [0, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0],
    ]
    counter = IslandGrid(len(sample_grid), len(sample_grid[0]), sample_grid)
    print(f"Number of islands: {counter.count()}")
