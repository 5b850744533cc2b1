"""Sparse matrices stored as dictionaries {(row, col): value}.

Only non-zero entries are kept, which is handy for big matrices with
mostly zeros (e.g. adjacency matrices).
"""


class Sparse:
    def __init__(self, n_rows, n_cols, entries=None):
        self.n_rows = n_rows
        self.n_cols = n_cols
        self.data = {}
        for (r, c), v in (entries or {}).items():
            self[r, c] = v

    @staticmethod
    def from_dense(rows):
        s = Sparse(len(rows), len(rows[0]))
        for r, row in enumerate(rows):
            for c, v in enumerate(row):
                s[r, c] = v
        return s

    def __setitem__(self, key, value):
        r, c = key
        if not (0 <= r < self.n_rows and 0 <= c < self.n_cols):
            raise IndexError(key)
        if value:
            self.data[key] = value
        else:
            self.data.pop(key, None)

    def __getitem__(self, key):
        return self.data.get(key, 0)

    def plus(self, other):
        if (self.n_rows, self.n_cols) != (other.n_rows, other.n_cols):
            raise ValueError("different sizes")
        out = Sparse(self.n_rows, self.n_cols, self.data)
        for key, v in other.data.items():
            out[key] = out[key] + v
        return out

    def times(self, other):
        if self.n_cols != other.n_rows:
            raise ValueError("cannot multiply these sizes")
        by_row = {}
        for (k, c), v in other.data.items():
            by_row.setdefault(k, []).append((c, v))
        out = Sparse(self.n_rows, other.n_cols)
        for (r, k), v in self.data.items():
            for c, w in by_row.get(k, []):
                out[r, c] = out[r, c] + v * w
        return out

    def transpose(self):
        return Sparse(self.n_cols, self.n_rows, {(c, r): v for (r, c), v in self.data.items()})

    def density(self):
        return len(self.data) / (self.n_rows * self.n_cols)

    def to_dense(self):
        return [[self[r, c] for c in range(self.n_cols)] for r in range(self.n_rows)]


def show(m):
    for row in m.to_dense():
        print(" ".join(f"{v:4}" for v in row))
    print(f"({len(m.data)} non-zero, density {m.density():.0%})\n")


if __name__ == "__main__":
    a = Sparse.from_dense([[0, 0, 3], [4, 0, 0], [0, 5, 0]])
    b = Sparse(3, 3, {(0, 0): 1, (1, 1): 1, (2, 2): 2, (0, 2): -1})
    for title, m in [("a", a), ("b", b), ("a+b", a.plus(b)), ("a*b", a.times(b)),
                     ("a^T", a.transpose())]:
        print(title)
        show(m)
