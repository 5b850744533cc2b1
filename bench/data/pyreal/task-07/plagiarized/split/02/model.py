"""Value type for a closed integer interval."""


class Interval:
    def __init__(self, start=0, end=0):
        self.start = start
        self.end = end

    def __repr__(self):
        return f"Interval ({self.start}, {self.end})"

    def __iter__(self):
        return iter(range(self.start, self.end + 1))

    def __len__(self):
        return self.end - self.start + 1

    def __getitem__(self, index):
        return self.end + index if index < 0 else self.start + index

    def __contains__(self, item):
        return self.start <= item <= self.end

    def __eq__(self, other):
        return self.start == other.start and self.end == other.end

    def as_list(self):
        return list(self)
