"""Merge overlapping intervals, index-based and without mutating the input."""
from dataclasses import dataclass


@dataclass
class Interval:
    start: int = 0
    end: int = 0

    def __iter__(self):
        return iter(range(self.start, self.end + 1))

    def __len__(self):
        return self.end - self.start + 1

    def __contains__(self, item):
        return self.start <= item <= self.end

    def __getitem__(self, index):
        if index >= 0:
            return self.start + index
        return self.end + index

    def as_list(self):
        return [x for x in self]


def merge_interval_objects(intervals):
    ordered = sorted(intervals, key=lambda iv: iv.start)
    result = []
    i = 0
    while i < len(ordered):
        start, end = ordered[i].start, ordered[i].end
        j = i + 1
        while j < len(ordered) and not ordered[j].start > end:
            end = max(end, ordered[j].end)
            j += 1
        result.append(Interval(start, end))
        i = j
    return result


def merge_intervals(intervals):
    if intervals is None:
        return None
    pairs = sorted(intervals, key=lambda p: p[0])
    merged = []
    i = 0
    while i < len(pairs):
        lo, hi = pairs[i][0], pairs[i][-1]
        i += 1
        while i < len(pairs) and pairs[i][0] <= hi:
            hi = max(hi, pairs[i][-1])
            i += 1
        merged.append([lo, hi])
    return merged


if __name__ == "__main__":
    print(merge_intervals([[1, 3], [2, 6], [8, 10], [15, 18]]))
    print(merge_interval_objects([Interval(1, 4), Interval(4, 5)]))
