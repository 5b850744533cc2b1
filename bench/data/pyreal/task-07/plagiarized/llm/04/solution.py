from typing import List


class Interval:
    def __init__(self, start=0, end=0):
        self.start = start
        self.end = end

    def __repr__(self):
        return "Interval ({}, {})".format(self.start, self.end)

    def __eq__(self, other):
        return self.start == other.start and self.end == other.end

    def __contains__(self, item):
        return self.start <= item <= self.end


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        if not intervals:
            return []
        intervals.sort(key=lambda i: i[0])
        out = [intervals[0]]
        for current in intervals[1:]:
            if out[-1][-1] < current[0]:
                out.append(current)
            else:
                out[-1][-1] = max(out[-1][-1], current[-1])
        return out

    def merge_objects(self, intervals: List[Interval]) -> List[Interval]:
        out = []
        for iv in sorted(intervals, key=lambda i: i.start):
            if not out or iv.start > out[-1].end:
                out.append(iv)
            else:
                out[-1].end = max(out[-1].end, iv.end)
        return out


if __name__ == "__main__":
    s = Solution()
    print(s.merge([[1, 3], [2, 6], [8, 10], [15, 18]]))
    print(s.merge_objects([Interval(1, 4), Interval(4, 5)]))
