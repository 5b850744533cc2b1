"""
Given a collection of ranges, combine all overlapping ranges.
"""


class Range:
    """
    A closed range [low, high] of numbers: anything that lies
    between two members of the range is also a member.
    """

    def __init__(self, low=0, high=0):
        self.low = low
        self.high = high

    def __repr__(self):
        return "Range ({}, {})".format(self.low, self.high)

    def __iter__(self):
        return iter(range(self.low, self.high + 1))

    def __getitem__(self, pos):
        if pos < 0:
            return self.high + pos
        return self.low + pos

    def __len__(self):
        return self.high - self.low + 1

    def __contains__(self, x):
        return self.low <= x <= self.high

    def __eq__(self, other):
        return self.low == other.low and self.high == other.high

    def to_list(self):
        """ Return range as list. """
        return list(self)

    @staticmethod
    def combine(ranges):
        """ Combines overlapping ranges. """
        merged = []
        for r in sorted(ranges, key=lambda r: r.low):
            if merged and r.low <= merged[-1].high:
                merged[-1].high = max(merged[-1].high, r.high)
            else:
                merged += r,
        return merged

    @staticmethod
    def show(ranges):
        """
        Prints out the ranges.
        """
        parts = []
        for r in ranges:
            parts.append(repr(r))
        print("".join(parts))


def combine_ranges(ranges):
    """ Combines ranges given as lists. """
    if ranges is None:
        return None
    ranges.sort(key=lambda r: r[0])
    merged = [ranges.pop(0)]
    for r in ranges:
        if merged[-1][-1] >= r[0]:
            merged[-1][-1] = max(merged[-1][-1], r[-1])
        else:
            merged.append(r)
    return merged
