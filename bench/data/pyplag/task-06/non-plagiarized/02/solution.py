import random
import time


def quicksort(a, lo=0, hi=None):
    """In-place quicksort with Lomuto partitioning and a random pivot."""
    if hi is None:
        hi = len(a) - 1
    if lo >= hi:
        return
    p = random.randint(lo, hi)
    a[p], a[hi] = a[hi], a[p]
    pivot = a[hi]
    store = lo
    for i in range(lo, hi):
        if a[i] < pivot:
            a[i], a[store] = a[store], a[i]
            store += 1
    a[store], a[hi] = a[hi], a[store]
    quicksort(a, lo, store - 1)
    quicksort(a, store + 1, hi)


def bsearch(a, x, lo=0, hi=None):
    """Recursive binary search, returns index or -1."""
    if hi is None:
        hi = len(a) - 1
    if lo > hi:
        return -1
    mid = (lo + hi) // 2
    if a[mid] == x:
        return mid
    if a[mid] < x:
        return bsearch(a, x, mid + 1, hi)
    return bsearch(a, x, lo, mid - 1)


def timed(fn, *args):
    t0 = time.perf_counter()
    result = fn(*args)
    return result, time.perf_counter() - t0


if __name__ == "__main__":
    for n in (1_000, 10_000, 100_000):
        data = [random.randrange(10 * n) for _ in range(n)]
        _, t_sort = timed(quicksort, data)
        assert all(data[i] <= data[i + 1] for i in range(n - 1))
        probes = random.sample(data, 100) + [-1] * 100
        hits = 0
        t0 = time.perf_counter()
        for x in probes:
            hits += bsearch(data, x) != -1
        t_search = time.perf_counter() - t0
        print(f"n={n:>7}: sort {t_sort * 1000:8.1f} ms, 200 searches {t_search * 1000:6.2f} ms, hits={hits}")
