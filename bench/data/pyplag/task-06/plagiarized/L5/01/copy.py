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
    raw = input("Number to search for (q to quit): ")
    while raw != "q":
        report(items, int(raw))
        raw = input("Number to search for (q to quit): ")


def report(items, goal):
    spot, b_tries = halving_search(items, goal)
    s_tries = scan(items, goal)[1]
    if spot == NOT_FOUND:
        print(goal, "is not in the list")
    else:
        print(goal, "found at position", earliest(items, goal))
    print("binary search comparisons:", b_tries, " linear search:", s_tries)


def collect():
    raw = input("Enter numbers separated by spaces (or press enter for random): ")
    if not raw.strip():
        return random_items(20)
    return [int(piece) for piece in raw.split()]


def random_items(count):
    return [random.randint(1, 100) for _ in range(count)]


def ordered(items):
    return all(items[n] <= items[n + 1] for n in range(len(items) - 1))


def earliest(items, goal):
    result = NOT_FOUND
    bottom, top = 0, len(items) - 1
    while bottom <= top:
        centre = (bottom + top) // 2
        if items[centre] < goal:
            bottom = centre + 1
        else:
            if items[centre] == goal:
                result = centre
            top = centre - 1
    return result


def scan(items, goal):
    tries = 0
    n = 0
    while n < len(items):
        tries = tries + 1
        if items[n] == goal:
            return n, tries
        n = n + 1
    return NOT_FOUND, tries


def halving_search(items, goal):
    tries = 0
    bottom, top = 0, len(items) - 1
    while bottom <= top:
        centre = bottom + (top - bottom) // 2
        tries = tries + 1
        if items[centre] == goal:
            return centre, tries
        if items[centre] < goal:
            bottom = centre + 1
        else:
            top = centre - 1
    return NOT_FOUND, tries


def arrange(items):
    n = 1
    while n < len(items):
        insert_into_sorted_part(items, n)
        n += 1
    return items


def insert_into_sorted_part(items, n):
    # items[0:n] is already sorted, put items[n] in the right place
    held = items[n]
    p = n - 1
    while p >= 0 and items[p] > held:
        items[p + 1] = items[p]
        p = p - 1
    items[p + 1] = held


main()
