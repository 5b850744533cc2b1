"""Merge sort + iterative binary search, checked against the bisect module."""
import bisect
import sys


def merge(left, right):
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    out.extend(left[i:])
    out.extend(right[j:])
    return out


def merge_sort(seq):
    if len(seq) <= 1:
        return list(seq)
    half = len(seq) // 2
    return merge(merge_sort(seq[:half]), merge_sort(seq[half:]))


def find(sorted_seq, x):
    lo, hi = 0, len(sorted_seq)
    while lo < hi:
        mid = (lo + hi) // 2
        if sorted_seq[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo if lo < len(sorted_seq) and sorted_seq[lo] == x else None


def load(path):
    with open(path) as fh:
        return [float(tok) for line in fh for tok in line.split()]


if __name__ == "__main__":
    data = load(sys.argv[1]) if len(sys.argv) > 1 else [5, 3, 9, 1, 5, 8, 2, 7]
    ordered = merge_sort(data)
    print("sorted:", ordered)
    for q in sys.argv[2:] or ["5", "4", "9"]:
        q = float(q)
        pos = find(ordered, q)
        expected = bisect.bisect_left(ordered, q)
        ok = pos is None or pos == expected
        print(f"{q:g}: {'position ' + str(pos) if pos is not None else 'absent'} (agrees with bisect: {ok})")
