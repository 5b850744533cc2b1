def sift_down(heap, start, end):
    root = start
    while 2 * root + 1 <= end:
        child = 2 * root + 1
        if child + 1 <= end and heap[child] < heap[child + 1]:
            child += 1
        if heap[root] < heap[child]:
            heap[root], heap[child] = heap[child], heap[root]
            root = child
        else:
            return


def heap_sort(values):
    n = len(values)
    for start in range((n - 2) // 2, -1, -1):
        sift_down(values, start, n - 1)
    for end in range(n - 1, 0, -1):
        values[0], values[end] = values[end], values[0]
        sift_down(values, 0, end - 1)
    return values


def exponential_search(values, target):
    """Find a range by doubling, then binary search inside it."""
    if not values:
        return -1
    bound = 1
    while bound < len(values) and values[bound] < target:
        bound *= 2
    lo, hi = bound // 2, min(bound, len(values) - 1)
    while lo <= hi:
        mid = (lo + hi) // 2
        if values[mid] == target:
            return mid
        if values[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1


if __name__ == "__main__":
    raw = input("numbers: ").replace(",", " ").split()
    values = heap_sort([int(x) for x in raw])
    print("heap sorted ->", values)
    while True:
        t = input("search (blank = stop): ").strip()
        if not t:
            break
        idx = exponential_search(values, int(t))
        print("index", idx if idx >= 0 else "- not present")
