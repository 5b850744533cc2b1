"""A small directed graph over vertices 0..n-1."""


class Digraph:
    def __init__(self, n):
        self.n = n
        self.out = [[] for _ in range(n)]

    @classmethod
    def from_pairs(cls, n, pairs):
        g = cls(n)
        for src, dst in pairs:
            g.out[src].append(dst)
        return g

    def successors(self, v):
        return self.out[v]
