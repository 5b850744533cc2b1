# Sorting and searching
# Lab 8: sort a list with insertion sort, then use binary search

import random


def sort_list(values):
    # in-place insertion sort, also returns the list
    for pos in range(1, len(values)):
        current = values[pos]
        k = pos - 1
        while k >= 0 and values[k] > current:
            values[k + 1] = values[k]
            k -= 1
        values[k + 1] = current
    return values


def bsearch(values, wanted):
    # gives (index, number of compares); index -1 means missing
    left = 0
    right = len(values) - 1
    compares = 0
    while left <= right:
        middle = (left + right) // 2
        compares += 1
        if values[middle] == wanted:
            return middle, compares
        elif values[middle] < wanted:
            left = middle + 1
        else:
            right = middle - 1
    return -1, compares


def seq_search(values, wanted):
    compares = 0
    for pos in range(len(values)):
        compares += 1
        if values[pos] == wanted:
            return pos, compares
    return -1, compares


def leftmost(values, wanted):
    left = 0
    right = len(values) - 1
    where = -1
    while left <= right:
        middle = (left + right) // 2
        if values[middle] < wanted:
            left = middle + 1
        else:
            if values[middle] == wanted:
                where = middle
            right = middle - 1
    return where


def in_order(values):
    for pos in range(len(values) - 1):
        if values[pos] > values[pos + 1]:
            return False
    return True


def get_values():
    line = input("Enter numbers separated by spaces (or press enter for random): ")
    if line.strip() == "":
        values = []
        for pos in range(20):
            values.append(random.randint(1, 100))
        return values
    values = []
    for token in line.split():
        values.append(int(token))
    return values


def main():
    values = get_values()
    print("Before:", values)
    sort_list(values)
    print("After: ", values)
    print("Sorted correctly:", in_order(values))

    while True:
        reply = input("Number to search for (q to quit): ")
        if reply == "q":
            break
        wanted = int(reply)
        where, b_steps = bsearch(values, wanted)
        s_where, s_steps = seq_search(values, wanted)
        if where == -1:
            print(wanted, "is not in the list")
        else:
            print(wanted, "found at position", leftmost(values, wanted))
        print("binary search comparisons:", b_steps, " linear search:", s_steps)


main()
