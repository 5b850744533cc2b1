"""Remembers which digits each row, column and box already holds."""
from collections import defaultdict


class UnitTracker:
    def __init__(self):
        self.by_row = defaultdict(set)
        self.by_col = defaultdict(set)
        self.by_box = defaultdict(set)

    @staticmethod
    def box_of(r, c):
        return r // 3, c // 3

    def conflicts(self, r, c, digit):
        return (
            digit in self.by_row[r]
            or digit in self.by_col[c]
            or digit in self.by_box[self.box_of(r, c)]
        )

    def record(self, r, c, digit):
        self.by_row[r].add(digit)
        self.by_col[c].add(digit)
        self.by_box[self.box_of(r, c)].add(digit)
