"""
Given a collection of intervals, merge all overlapping intervals.
"""


def merge(intervals):
    """ Merges two intervals into one. """
    out = []
    for i in sorted(intervals, key=lambda i: i.start):
        if out and i.start <= out[-1].end:
            out[-1].end = max(out[-1].end, i.end)
        else:
            out += i,
    return out


def print_intervals(intervals):
    """
    Prints out the intervals.
    """
    res = []
    for i in intervals:
        res.append(repr(i))
    print("".join(res))


def merge_intervals(intervals):
    """ Merges intervals in the form of list. """
    if intervals is None:
        return None
    intervals.sort(key=lambda i: i[0])
    out = [intervals.pop(0)]
    for i in intervals:
        if out[-1][-1] >= i[0]:
            out[-1][-1] = max(out[-1][-1], i[-1])
        else:
            out.append(i)
    return out
