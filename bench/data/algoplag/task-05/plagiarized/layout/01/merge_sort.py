# Merge sort in plain Python.
# Run the doctests with: python3 -m doctest -v merge_sort.py
from __future__ import print_function


def merge_sort(collection):
    """Sort a mutable sequence in place (ascending) and return it.

    >>> merge_sort([0, 5, 3, 2, 2])
    [0, 2, 2, 3, 5]
    >>> merge_sort([])
    []
    >>> merge_sort([-2, -5, -45])
    [-45, -5, -2]
    """
    length = len(collection)
    if length > 1:
        midpoint = length // 2
        left_half = merge_sort(collection[:midpoint])
        right_half = merge_sort(collection[midpoint:])
        i = 0
        j = 0
        k = 0
        left_length = len(left_half)
        right_length = len(right_half)
        # take the smaller head while both halves have items
        while i < left_length and j < right_length:
            if left_half[i] < right_half[j]:
                collection[k] = left_half[i]
                i += 1
            else:
                collection[k] = right_half[j]
                j += 1
            k += 1
        # copy what is left over
        while i < left_length:
            collection[k] = left_half[i]
            i += 1
            k += 1
        while j < right_length:
            collection[k] = right_half[j]
            j += 1
            k += 1
    return collection


if __name__ == '__main__':
    import sys
    if sys.version_info.major < 3:
        input_function = raw_input
    else:
        input_function = input
    user_input = input_function('Enter numbers separated by coma:\n')
    unsorted = [int(item) for item in user_input.split(',')]
    print(merge_sort(unsorted))
