"""Object-oriented merge sort."""


class MergeSorter:
    """Sorts lists with the merge sort algorithm.

    >>> MergeSorter().sort([0, 5, 3, 2, 2])
    [0, 2, 2, 3, 5]
    >>> MergeSorter().sort([-2, -5, -45])
    [-45, -5, -2]
    """

    def __init__(self, reverse=False):
        self.reverse = reverse
        self.comparisons = 0

    def _before(self, a, b):
        self.comparisons += 1
        return a > b if self.reverse else a < b

    def _merge_into(self, target, left, right):
        i, j, k = 0, 0, 0
        while i < len(left) and j < len(right):
            if self._before(left[i], right[j]):
                target[k] = left[i]
                i += 1
            else:
                target[k] = right[j]
                j += 1
            k += 1
        # copy leftovers with slice assignment instead of loops
        target[k:k + len(left) - i] = left[i:]
        k += len(left) - i
        target[k:k + len(right) - j] = right[j:]

    def sort(self, items):
        if len(items) < 2:
            return items
        middle = len(items) // 2
        left = self.sort(items[:middle])
        right = self.sort(items[middle:])
        self._merge_into(items, left, right)
        return items


def main():
    text = input("Enter numbers separated by coma:\n")
    values = list(map(int, text.split(",")))
    sorter = MergeSorter()
    print(sorter.sort(values))
    print("comparisons:", sorter.comparisons)


if __name__ == "__main__":
    main()
