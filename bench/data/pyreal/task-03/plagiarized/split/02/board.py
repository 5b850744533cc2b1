"""A Sudoku board and the checks on its shape."""


class Board:
    SIZE = 9
    BLANK = "."

    def __init__(self, cells):
        if len(cells) != self.SIZE or any(len(r) != self.SIZE for r in cells):
            raise ValueError(f"Sudoku boards must be {self.SIZE}x{self.SIZE} squares.")
        self.cells = cells

    def filled(self):
        """Yield (row, col, digit) for every non-blank cell."""
        for r in range(self.SIZE):
            for c in range(self.SIZE):
                if self.cells[r][c] != self.BLANK:
                    yield r, c, self.cells[r][c]
