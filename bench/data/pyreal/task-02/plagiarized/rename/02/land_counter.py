class LandMap:
    """Counts groups of touching 1-cells (8 directions) in a 0/1 map."""

    def __init__(self, n_rows, n_cols, tiles):
        self.n_rows = n_rows
        self.n_cols = n_cols
        self.tiles = tiles

    def open_cell(self, y, x, marked):
        return (y >= 0 and y < self.n_rows and x >= 0 and x < self.n_cols
                and not marked[y][x] and self.tiles[y][x])

    def sink(self, y, x, marked):
        dy = [-1, -1, -1, 0, 0, 1, 1, 1]
        dx = [-1, 0, 1, -1, 1, -1, 0, 1]
        marked[y][x] = True
        for n in range(8):
            if self.open_cell(y + dy[n], x + dx[n], marked):
                self.sink(y + dy[n], x + dx[n], marked)

    def islands(self):
        marked = [[False for x in range(self.n_cols)] for y in range(self.n_rows)]
        found = 0
        for y in range(self.n_rows):
            for x in range(self.n_cols):
                if marked[y][x] == False and self.tiles[y][x] == 1:
                    self.sink(y, x, marked)
                    found += 1
        return found


world = [
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
print(LandMap(len(world), len(world[0]), world).islands())
