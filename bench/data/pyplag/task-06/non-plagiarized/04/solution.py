class SortedList:
    """A list that stays sorted; built on selection sort and bisection."""

    def __init__(self, items=()):
        self._items = list(items)
        self._selection_sort()

    def _selection_sort(self):
        a = self._items
        for i in range(len(a)):
            smallest = min(range(i, len(a)), key=a.__getitem__)
            if smallest != i:
                a[i], a[smallest] = a[smallest], a[i]

    def _insertion_point(self, value):
        # first index whose element is >= value
        lo, hi = 0, len(self._items)
        while lo < hi:
            mid = (lo + hi) // 2
            if self._items[mid] < value:
                lo = mid + 1
            else:
                hi = mid
        return lo

    def add(self, value):
        self._items.insert(self._insertion_point(value), value)

    def __contains__(self, value):
        i = self._insertion_point(value)
        return i < len(self._items) and self._items[i] == value

    def remove(self, value):
        i = self._insertion_point(value)
        if i == len(self._items) or self._items[i] != value:
            raise KeyError(value)
        del self._items[i]

    def count_between(self, low, high):
        return self._insertion_point(high + 1) - self._insertion_point(low)

    def __len__(self):
        return len(self._items)

    def __repr__(self):
        return f"SortedList({self._items})"


if __name__ == "__main__":
    s = SortedList([42, 7, 19, 3, 88, 19, 61])
    print(s)
    s.add(20)
    s.add(1)
    s.remove(88)
    print(s, len(s))
    print(19 in s, 100 in s)
    print("values in [10, 50]:", s.count_between(10, 50))
