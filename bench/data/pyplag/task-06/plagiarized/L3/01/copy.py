# Sorting + searching lab

import random

RANDOM_COUNT = 20
RANDOM_MIN = 1
RANDOM_MAX = 100
NOT_FOUND = -1
QUIT = "q"


def arrange(items):
    for n in range(1, len(items)):
        held = items[n]
        p = n - 1
        while p >= 0 and items[p] > held:
            items[p + 1] = items[p]
            p -= 1
        items[p + 1] = held
    return items


def halving_search(items, goal):
    tries = 0
    bottom = 0
    top = len(items) - 1
    while bottom <= top:
        centre = (bottom + top) // 2
        tries += 1
        if items[centre] == goal:
            return centre, tries
        elif items[centre] < goal:
            bottom = centre + 1
        else:
            top = centre - 1
    return NOT_FOUND, tries


def scan(items, goal):
    tries = 0
    for n in range(len(items)):
        tries += 1
        if items[n] == goal:
            return n, tries
    return NOT_FOUND, tries


def earliest(items, goal):
    result = NOT_FOUND
    bottom = 0
    top = len(items) - 1
    while bottom <= top:
        centre = (bottom + top) // 2
        if items[centre] < goal:
            bottom = centre + 1
        else:
            if items[centre] == goal:
                result = centre
            top = centre - 1
    return result


def ordered(items):
    for n in range(len(items) - 1):
        if items[n] > items[n + 1]:
            return False
    return True


def collect():
    items = []
    raw = input("Enter numbers separated by spaces (or press enter for random): ")
    if raw.strip() == "":
        for n in range(RANDOM_COUNT):
            items.append(random.randint(RANDOM_MIN, RANDOM_MAX))
        return items
    for piece in raw.split():
        items.append(int(piece))
    return items


def main():
    items = collect()
    print("Before:", items)
    arrange(items)
    print("After: ", items)
    print("Sorted correctly:", ordered(items))

    while True:
        raw = input("Number to search for (q to quit): ")
        if raw == QUIT:
            break
        goal = int(raw)
        spot, b_tries = halving_search(items, goal)
        _, s_tries = scan(items, goal)
        if spot == NOT_FOUND:
            print(goal, "is not in the list")
        else:
            print(goal, "found at position", earliest(items, goal))
        print("binary search comparisons:", b_tries, " linear search:", s_tries)


main()
