"""
A merge sort written in pure python

Doctests:
python3 -m doctest -v sorter.py

Manual test:
python3 sorter.py
"""
from __future__ import print_function


def sort_items(items):
    """Merge sort

    :param items: a mutable sequence of comparable values
    :return: the same sequence in ascending order

    Examples:
    >>> sort_items([0, 5, 3, 2, 2])
    [0, 2, 2, 3, 5]

    >>> sort_items([])
    []

    >>> sort_items([-2, -5, -45])
    [-45, -5, -2]
    """
    n = len(items)
    if n > 1:
        half = n // 2
        lower = sort_items(items[:half])
        upper = sort_items(items[half:])
        a = 0
        b = 0
        pos = 0
        n_lower = len(lower)
        n_upper = len(upper)
        while a < n_lower and b < n_upper:
            if lower[a] < upper[b]:
                items[pos] = lower[a]
                a += 1
            else:
                items[pos] = upper[b]
                b += 1
            pos += 1

        while a < n_lower:
            items[pos] = lower[a]
            a += 1
            pos += 1

        while b < n_upper:
            items[pos] = upper[b]
            b += 1
            pos += 1

    return items


if __name__ == '__main__':
    import sys

    # python 2 and 3 read input differently
    if sys.version_info.major < 3:
        read = raw_input
    else:
        read = input

    line = read('Numbers, separated by commas:\n')
    numbers = [int(token) for token in line.split(',')]
    print(sort_items(numbers))
