"""Gnome sort plus a few binary-search variations (lower/upper bound, rotated arrays)."""


def gnome_sort(a):
    i = 0
    while i < len(a):
        if i == 0 or a[i - 1] <= a[i]:
            i += 1
        else:
            a[i - 1], a[i] = a[i], a[i - 1]
            i -= 1
    return a


def bound(a, x, upper):
    lo, hi = 0, len(a)
    while lo < hi:
        mid = (lo + hi) >> 1
        if a[mid] < x or (upper and a[mid] == x):
            lo = mid + 1
        else:
            hi = mid
    return lo


def occurrences(a, x):
    return bound(a, x, True) - bound(a, x, False)


def search_rotated(a, x):
    """Binary search in a sorted list that was rotated, e.g. [6, 7, 1, 2, 4]."""
    lo, hi = 0, len(a) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if a[mid] == x:
            return mid
        if a[lo] <= a[mid]:
            if a[lo] <= x < a[mid]:
                hi = mid - 1
            else:
                lo = mid + 1
        else:
            if a[mid] < x <= a[hi]:
                lo = mid + 1
            else:
                hi = mid - 1
    return -1


if __name__ == "__main__":
    nums = gnome_sort([4, 1, 3, 3, 9, 0, 3, 7, 1])
    print(nums)
    for x in (3, 1, 5):
        print(f"{x} occurs {occurrences(nums, x)} time(s), first slot {bound(nums, x, False)}")
    rotated = nums[4:] + nums[:4]
    print(rotated, "-> index of 7:", search_rotated(rotated, 7))
