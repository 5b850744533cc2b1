"""Shape helpers used by the spiral traversal."""


class MatrixShape:
    def __init__(self, matrix):
        self.rows = [list(r) for r in matrix]

    def is_rectangular(self) -> bool:
        if not self.rows:
            return False
        if not isinstance(self.rows[0], list):
            return True
        reference = 0
        ok = True
        for r in self.rows:
            if reference == 0:
                reference = len(r)
                ok = True
            else:
                ok = reference == len(r)
        return ok

    def is_flat(self) -> bool:
        return bool(self.rows) and not isinstance(self.rows[0], list)

    @staticmethod
    def strip_border(grid, height, width):
        return [r[1 : width - 1] for r in grid[1 : height - 1]]
