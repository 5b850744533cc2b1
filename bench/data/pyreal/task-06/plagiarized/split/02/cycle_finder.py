"""Depth-first cycle detection on a Digraph."""


class CycleFinder:
    def __init__(self, graph):
        self.graph = graph
        self.cleared = [False] * graph.n
        self.on_path = [False] * graph.n

    def _search(self, v):
        if self.on_path[v]:
            return True
        self.on_path[v] = True
        for w in self.graph.successors(v):
            if self.cleared[w]:
                continue
            if self._search(w):
                return True
        self.on_path[v] = False
        self.cleared[v] = True
        return False

    def has_cycle(self):
        return any(not self.cleared[v] and self._search(v) for v in range(self.graph.n))
