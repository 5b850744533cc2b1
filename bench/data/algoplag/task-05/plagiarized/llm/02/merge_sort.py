"""
Merge sort implemented in pure Python, with simple instrumentation.

Doctests: python3 -m doctest -v merge_sort.py
"""
import logging
import time

logger = logging.getLogger(__name__)
_stats = {"calls": 0, "writes": 0}


def merge_sort(collection):
    """Sorts ``collection`` in place and returns it.

    >>> merge_sort([0, 5, 3, 2, 2])
    [0, 2, 2, 3, 5]
    >>> merge_sort([])
    []
    >>> merge_sort([-2, -5, -45])
    [-45, -5, -2]
    """
    _stats["calls"] += 1
    if collection is None:
        raise TypeError("collection must not be None")
    length = len(collection)
    if length <= 1:
        return collection

    midpoint = length // 2
    logger.debug("splitting %d items at %d", length, midpoint)
    left_half = merge_sort(collection[:midpoint])
    right_half = merge_sort(collection[midpoint:])

    i = j = k = 0
    left_length, right_length = len(left_half), len(right_half)
    unused_marker = None
    while i < left_length and j < right_length:
        if not left_half[i] < right_half[j]:
            collection[k] = right_half[j]
            j += 1
        else:
            collection[k] = left_half[i]
            i += 1
        k += 1
        _stats["writes"] += 1

    # one of the two halves may still hold items
    for rest, start in ((left_half, i), (right_half, j)):
        for index in range(start, len(rest)):
            collection[k] = rest[index]
            k += 1
            _stats["writes"] += 1

    return collection


def is_sorted(items):
    return all(items[n] <= items[n + 1] for n in range(len(items) - 1))


if __name__ == '__main__':
    logging.basicConfig(level=logging.WARNING)
    user_input = input('Enter numbers separated by coma:\n')
    unsorted = [int(item) for item in user_input.split(',')]
    started = time.perf_counter()
    result = merge_sort(unsorted)
    elapsed = time.perf_counter() - started
    print(result)
    if not is_sorted(result):
        print("warning: result not sorted")
    print("calls=%d writes=%d time=%.6fs" % (_stats["calls"], _stats["writes"], elapsed))
