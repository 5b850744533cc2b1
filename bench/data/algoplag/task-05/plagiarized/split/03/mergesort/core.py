from .steps import halves, merge_back


def merge_sort(collection):
    """Sort collection in place and return it.

    >>> merge_sort([-2, -5, -45])
    [-45, -5, -2]
    """
    if len(collection) <= 1:
        return collection
    left_half, right_half = halves(collection)
    merge_back(collection, merge_sort(left_half), merge_sort(right_half))
    return collection
