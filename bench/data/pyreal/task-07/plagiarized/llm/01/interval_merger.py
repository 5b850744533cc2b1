"""
Interval merging utilities.

Provides an ``Interval`` value type and two ways to merge overlapping
intervals: one for ``Interval`` objects and one for plain ``[start, end]`` lists.
"""


class Interval:
    """A closed interval [start, end] of integers."""

    def __init__(self, start=0, end=0):
        self.start = start
        self.end = end

    def __repr__(self):
        return f"Interval ({self.start}, {self.end})"

    def __iter__(self):
        return iter(range(self.start, self.end + 1))

    def __getitem__(self, index):
        return self.end + index if index < 0 else self.start + index

    def __len__(self):
        return self.end - self.start + 1

    def __contains__(self, item):
        return self.start <= item <= self.end

    def __eq__(self, other):
        return (self.start, self.end) == (other.start, other.end)

    def as_list(self):
        """Return every integer covered by the interval."""
        return list(self)

    @staticmethod
    def merge(intervals):
        """Merge overlapping Interval objects after sorting them by start."""
        merged = []
        for current in sorted(intervals, key=lambda iv: iv.start):
            if merged and current.start <= merged[-1].end:
                merged[-1].end = max(merged[-1].end, current.end)
            else:
                merged.append(current)
        return merged

    @staticmethod
    def print_intervals(intervals):
        """Print the intervals on one line."""
        print("".join(repr(iv) for iv in intervals))


def merge_intervals(intervals):
    """Merge overlapping [start, end] lists; returns None for None input."""
    if intervals is None:
        return None
    intervals.sort(key=lambda pair: pair[0])
    merged = [intervals.pop(0)]
    for pair in intervals:
        last = merged[-1]
        if last[-1] >= pair[0]:
            last[-1] = max(last[-1], pair[-1])
        else:
            merged.append(pair)
    return merged


if __name__ == "__main__":
    print(merge_intervals([[1, 3], [2, 6], [8, 10], [15, 18]]))
