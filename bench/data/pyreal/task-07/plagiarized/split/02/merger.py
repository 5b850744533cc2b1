"""Strategies for merging overlapping intervals."""
from model import Interval


class IntervalMerger:
    """Merges Interval objects."""

    @staticmethod
    def _sorted(items, key):
        return sorted(items, key=key)

    def merge(self, intervals):
        merged = []
        for item in self._sorted(intervals, key=lambda iv: iv.start):
            if merged and item.start <= merged[-1].end:
                merged[-1].end = max(merged[-1].end, item.end)
            else:
                merged.append(item)
        return merged

    def render(self, intervals):
        return "".join(repr(iv) for iv in intervals)


class PairMerger(IntervalMerger):
    """Merges [start, end] lists by converting them to Interval objects."""

    def merge(self, intervals):
        if intervals is None:
            return None
        objects = [Interval(p[0], p[-1]) for p in intervals]
        return [[iv.start, iv.end] for iv in super().merge(objects)]
