# Sorting + searching lab

import random

NOT_FOUND = -1


def main():
    items = collect()
    print("Before: " + str(items))
    arrange(items)
    print("After:  " + str(items))
    print("Sorted correctly: " + str(ordered(items)))
    search_loop(items)


def search_loop(items):
    while True:
        raw = input("Number to search for (q to quit): ")
        if raw != "q":
            report(items, int(raw))
            continue
        return


def report(items, goal):
    spot, b_tries = halving_search(items, goal, 0, len(items) - 1)
    s_tries = scan(items, goal)[1]
    message = "is not in the list"
    if spot != NOT_FOUND:
        message = "found at position " + str(earliest(items, goal))
    print(goal, message)
    print("binary search comparisons:", b_tries, " linear search:", s_tries)


def collect():
    raw = input("Enter numbers separated by spaces (or press enter for random): ")
    if raw.strip():
        return [int(piece) for piece in raw.split()]
    return random_items(20)


def random_items(count):
    return [random.randint(1, 100) for _ in range(count)]


def ordered(items):
    return not any(a > b for a, b in zip(items, items[1:]))


def earliest(items, goal):
    bottom, top = 0, len(items)
    while bottom < top:
        centre = (bottom + top) // 2
        if items[centre] >= goal:
            top = centre
        else:
            bottom = centre + 1
    if bottom < len(items) and items[bottom] == goal:
        return bottom
    return NOT_FOUND


def scan(items, goal):
    tries = 0
    for n, value in enumerate(items):
        tries = tries + 1
        if value != goal:
            continue
        return n, tries
    return NOT_FOUND, tries


def halving_search(items, goal, bottom, top, tries=0):
    # recursive version
    if bottom > top:
        return NOT_FOUND, tries
    centre = (bottom + top) // 2
    if items[centre] == goal:
        return centre, tries + 1
    if items[centre] > goal:
        return halving_search(items, goal, bottom, centre - 1, tries + 1)
    return halving_search(items, goal, centre + 1, top, tries + 1)


def arrange(items):
    for n in range(1, len(items)):
        insert_into_sorted_part(items, n)
    return items


def insert_into_sorted_part(items, n):
    # items[0:n] is already sorted, put items[n] in the right place
    held = items.pop(n)
    p = n
    while p > 0 and not items[p - 1] <= held:
        p -= 1
    items.insert(p, held)


main()
