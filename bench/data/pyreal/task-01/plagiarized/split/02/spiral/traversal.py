"""Clockwise spiral traversal of a rectangular matrix."""
from .shape import MatrixShape


class ClockwiseSpiral:
    def __init__(self, matrix, sink=print):
        self.shape = MatrixShape(matrix)
        self.sink = sink

    def _walk(self, grid):
        height = len(grid)
        width = len(grid[0])
        for c in range(width):
            self.sink(grid[0][c])
        for r in range(1, height):
            self.sink(grid[r][width - 1])
        if height > 1:
            for c in range(width - 2, -1, -1):
                self.sink(grid[height - 1][c])
        for r in range(height - 2, 0, -1):
            self.sink(grid[r][0])
        inner = MatrixShape.strip_border(grid, height, width)
        if inner:
            self._walk(inner)

    def run(self):
        if not self.shape.is_rectangular():
            self.sink("Not a valid matrix")
            return
        if self.shape.is_flat():
            for value in self.shape.rows:
                self.sink(value)
            return
        self._walk(self.shape.rows)

    def collect(self):
        collected = []
        previous, self.sink = self.sink, collected.append
        try:
            self.run()
        finally:
            self.sink = previous
        return collected
