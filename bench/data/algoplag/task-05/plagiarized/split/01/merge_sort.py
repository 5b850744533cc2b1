"""Recursive merge sort; the merge step lives in merge.py."""
from merge import merge_into


def merge_sort(collection):
    """
    >>> merge_sort([0, 5, 3, 2, 2])
    [0, 2, 2, 3, 5]
    """
    length = len(collection)
    if length > 1:
        midpoint = length // 2
        left_half = merge_sort(collection[:midpoint])
        right_half = merge_sort(collection[midpoint:])
        merge_into(collection, left_half, right_half)
    return collection
