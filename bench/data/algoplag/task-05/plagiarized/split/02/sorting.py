"""Merge sort that works in place on a list."""
from helpers import copy_rest


def split_list(items):
    middle = len(items) // 2
    return items[:middle], items[middle:]


def merge_sorted(target, first, second):
    a = b = out = 0
    while a < len(first) and b < len(second):
        if second[b] <= first[a]:
            target[out] = second[b]
            b += 1
        else:
            target[out] = first[a]
            a += 1
        out += 1
    out = copy_rest(first, a, target, out)
    copy_rest(second, b, target, out)


def merge_sort(items):
    if len(items) > 1:
        first, second = split_list(items)
        merge_sort(first)
        merge_sort(second)
        merge_sorted(items, first, second)
    return items
