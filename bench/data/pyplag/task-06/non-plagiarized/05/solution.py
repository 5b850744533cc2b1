# Counting sort for exam marks (0..100) and interpolation search.
import random

MAX_MARK = 100


def counting_sort(marks):
    tally = [0] * (MAX_MARK + 1)
    for m in marks:
        if not 0 <= m <= MAX_MARK:
            raise ValueError(f"mark out of range: {m}")
        tally[m] += 1
    result = []
    for mark, times in enumerate(tally):
        result.extend([mark] * times)
    return result


def interpolation_search(arr, key):
    """Guess the position from the values instead of always taking the middle."""
    lo, hi = 0, len(arr) - 1
    probes = 0
    while lo <= hi and arr[lo] <= key <= arr[hi]:
        probes += 1
        if arr[hi] == arr[lo]:
            pos = lo
        else:
            pos = lo + (key - arr[lo]) * (hi - lo) // (arr[hi] - arr[lo])
        if arr[pos] == key:
            while pos > 0 and arr[pos - 1] == key:
                pos -= 1
            return pos, probes
        if arr[pos] < key:
            lo = pos + 1
        else:
            hi = pos - 1
    return None, probes


marks = [random.randint(0, MAX_MARK) for _ in range(200)]
ordered = counting_sort(marks)
print("lowest", ordered[0], "highest", ordered[-1], "median", ordered[len(ordered) // 2])
for wanted in (0, 50, 73, 100):
    pos, probes = interpolation_search(ordered, wanted)
    if pos is None:
        print(f"nobody scored {wanted} ({probes} probes)")
    else:
        print(f"first {wanted} at index {pos} ({probes} probes)")
