class SpiralPrinter:
    """Prints a matrix in clockwise spiral order, one layer at a time."""

    def __init__(self, matrix):
        self.matrix = [list(row) for row in matrix]

    def is_valid(self):
        rows = self.matrix
        if not rows:
            return False
        if not isinstance(rows[0], list):
            return True
        width = None
        valid = True
        for row in rows:
            if width is None:
                width = len(row)
                valid = True
            else:
                valid = width == len(row)
        return valid

    def _print_layer(self, grid):
        height, width = len(grid), len(grid[0])
        for col in range(width):
            print(grid[0][col])
        for row in range(1, height):
            print(grid[row][width - 1])
        if height > 1:
            for col in range(width - 2, -1, -1):
                print(grid[height - 1][col])
        for row in range(height - 2, 0, -1):
            print(grid[row][0])
        return [row[1 : width - 1] for row in grid[1 : height - 1]]

    def print_all(self):
        if not self.is_valid():
            print("Not a valid matrix")
            return
        if not isinstance(self.matrix[0], list):
            for value in self.matrix:
                print(value)
            return
        grid = self.matrix
        while grid and grid[0]:
            grid = self._print_layer(grid)

    def as_list(self):
        grid = [list(row) for row in self.matrix]
        out = []
        while grid:
            out.extend(grid.pop(0))
            grid = [list(col) for col in zip(*grid)][::-1]
        return out


def main():
    printer = SpiralPrinter([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
    printer.print_all()
    print(printer.as_list())


if __name__ == "__main__":
    main()
