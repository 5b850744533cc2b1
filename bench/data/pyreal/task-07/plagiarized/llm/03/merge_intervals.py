"""
Given a collection of intervals, merge all overlapping intervals.
"""
import logging

logger = logging.getLogger(__name__)


class Interval:
    """
    In mathematics, a (real) interval [start, end] is a set of real
    numbers with the property that any number that lies
    between two numbers in the set is also included in the set.
    """

    def __init__(self, start=0, end=0):
        if start > end:
            raise ValueError("start must not be greater than end")
        self.start = start
        self.end = end

    def __repr__(self):
        return "Interval ({}, {})".format(self.start, self.end)

    def __iter__(self):
        return iter(range(self.start, self.end + 1))

    def __getitem__(self, index):
        if index < 0:
            return self.end + index
        return self.start + index

    def __len__(self):
        return self.end - self.start + 1

    def __contains__(self, item):
        return self.start <= item <= self.end

    def __eq__(self, other):
        return self.start == other.start and self.end == other.end

    def overlaps(self, other):
        """True if the two intervals share at least one point."""
        return self.start <= other.end and other.start <= self.end

    def as_list(self):
        """ Return interval as list. """
        return list(self)

    @staticmethod
    def merge(intervals):
        """ Merges two intervals into one. """
        out = []
        merges = 0
        for i in sorted(intervals, key=lambda i: i.start):
            if out and i.start <= out[-1].end:
                out[-1].end = max(out[-1].end, i.end)
                merges += 1
            else:
                out += i,
        logger.debug("merged %d intervals into %d (%d merges)", len(intervals), len(out), merges)
        return out

    @staticmethod
    def print_intervals(intervals):
        """
        Prints out the intervals.
        """
        res = []
        for i in intervals:
            res.append(repr(i))
        print("".join(res))


def total_length(intervals):
    """Sum of the lengths of a list of [start, end] pairs (not used by merge)."""
    return sum(end - start for start, end in intervals)


def merge_intervals(intervals):
    """ Merges intervals in the form of list. """
    if intervals is None:
        return None
    if not all(len(i) == 2 for i in intervals):
        raise ValueError("every interval needs a start and an end")
    intervals.sort(key=lambda i: i[0])
    out = [intervals.pop(0)]
    for i in intervals:
        if out[-1][-1] >= i[0]:
            out[-1][-1] = max(out[-1][-1], i[-1])
        else:
            out.append(i)
    logger.debug("result: %s", out)
    return out


if __name__ == "__main__":
    logging.basicConfig(level=logging.DEBUG)
    data = [[1, 3], [2, 6], [8, 10], [15, 18]]
    merged = merge_intervals(data)
    print(merged, total_length(merged))
