
import random


def binary_seek(numbers_data, goal):
    # returns (index, comparisons); index is -1 if not found
    top = len(numbers_data) - 1
    # work out low data
    low_data = 0
    comparisons_new = 0
    while low_data <= top:
        comparisons_new += 1
        half = (low_data + top) // 2
        if numbers_data[half] == goal:
            return half, comparisons_new
        elif numbers_data[half] < goal:
            low_data = half + 1
        else:
            top = half - 1
    return -1, comparisons_new


def is_sorted_x(numbers_data):
    for k in range(len(numbers_data) - 1):
        if numbers_data[k] > numbers_data[k + 1]:
            return False
    return True


def start():
    numbers_data = parse_numbers()
    print("Before:", numbers_data)
    insertion_order(numbers_data)
    print("After: ", numbers_data)
    print("Sorted correctly:", is_sorted_x(numbers_data))
    while True:
        answer_v = input("Number to search for (q to quit): ")
        if answer_v == "q":
            break
        goal = int(answer_v)
        # set up idx
        idx, steps_x = binary_seek(numbers_data, goal)
        lin_position, lin_steps_x = linear_find(numbers_data, goal)
        if idx == -1:
            print(goal, "is not in the list")
        else:
            print(goal, "found at position", initial_occurrence(numbers_data, goal))
        print("binary search comparisons:", steps_x, " linear search:", lin_steps_x)


def linear_find(numbers_data, goal):
    comparisons_new = 0
    for k in range(len(numbers_data)):
        comparisons_new += 1
        if numbers_data[k] == goal:
            return k, comparisons_new
    return -1, comparisons_new


def parse_numbers():
    data = input("Enter numbers separated by spaces (or press enter for random): ")
    if data.strip() == "":
        numbers_data = []
        for k in range(20):
            numbers_data.append(random.randint(1, 100))
        return numbers_data
    numbers_data = []
    for part_new in data.split():
        numbers_data.append(int(part_new))
    return numbers_data


def insertion_order(numbers_data):
    # sorts the list in place and returns it
    for k in range(1, len(numbers_data)):
        col = k - 1
        label = numbers_data[k]
        while col >= 0 and numbers_data[col] > label:
            numbers_data[col + 1] = numbers_data[col]
            col -= 1
        numbers_data[col + 1] = label
    return numbers_data


# initial occurrence
def initial_occurrence(numbers_data, goal):
    # binary search that keeps going left to find the first one
    low_data = 0
    top = len(numbers_data) - 1
    located = -1
    while low_data <= top:
        half = (low_data + top) // 2
        if numbers_data[half] < goal:
            low_data = half + 1
        else:
            if numbers_data[half] == goal:
                located = half
            top = half - 1
    return located
start()
