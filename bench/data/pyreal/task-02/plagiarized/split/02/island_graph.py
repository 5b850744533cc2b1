"""The grid seen as a graph whose vertices are land cells."""
from neighbours import in_grid, neighbours


class IslandGraph:
    def __init__(self, height, width, cells):
        self.height = height
        self.width = width
        self.cells = cells

    def is_open(self, r, c, visited):
        if not in_grid(r, c, self.height, self.width):
            return False
        return not visited[r][c] and bool(self.cells[r][c])

    def flood(self, r, c, visited):
        visited[r][c] = True
        for nr, nc in neighbours(r, c):
            if self.is_open(nr, nc, visited):
                self.flood(nr, nc, visited)


class IslandCounter:
    def __init__(self, graph: IslandGraph):
        self.graph = graph

    def count(self):
        g = self.graph
        visited = [[False] * g.width for _ in range(g.height)]
        islands = 0
        for r in range(g.height):
            for c in range(g.width):
                if visited[r][c] or g.cells[r][c] != 1:
                    continue
                g.flood(r, c, visited)
                islands += 1
        return islands
