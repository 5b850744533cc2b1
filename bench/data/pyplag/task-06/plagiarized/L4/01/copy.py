# Sorting + searching lab

import random

NOT_FOUND = -1


def main():
    items = collect()
    print("Before:", items)
    arrange(items)
    print("After: ", items)
    print("Sorted correctly:", ordered(items))
    search_loop(items)


def search_loop(items):
    while True:
        raw = input("Number to search for (q to quit): ")
        if raw == "q":
            break
        report(items, int(raw))


def report(items, goal):
    spot, b_tries = halving_search(items, goal)
    _, s_tries = scan(items, goal)
    if spot == NOT_FOUND:
        print(goal, "is not in the list")
    else:
        print(goal, "found at position", earliest(items, goal))
    print("binary search comparisons:", b_tries, " linear search:", s_tries)


def collect():
    raw = input("Enter numbers separated by spaces (or press enter for random): ")
    if raw.strip() == "":
        return random_items(20)
    items = []
    for piece in raw.split():
        items.append(int(piece))
    return items


def random_items(count):
    items = []
    for n in range(count):
        items.append(random.randint(1, 100))
    return items


def ordered(items):
    for n in range(len(items) - 1):
        if items[n] > items[n + 1]:
            return False
    return True


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


def scan(items, goal):
    tries = 0
    for n in range(len(items)):
        tries += 1
        if items[n] == goal:
            return n, tries
    return NOT_FOUND, tries


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


def arrange(items):
    for n in range(1, len(items)):
        insert_into_sorted_part(items, n)
    return items


def insert_into_sorted_part(items, n):
    # items[0:n] is already sorted, put items[n] in the right place
    held = items[n]
    p = n - 1
    while p >= 0 and items[p] > held:
        items[p + 1] = items[p]
        p -= 1
    items[p + 1] = held


main()
