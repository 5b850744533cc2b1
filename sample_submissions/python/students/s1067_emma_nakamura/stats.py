# stats.py
# Emma Nakamura - CS 112 Project 2
# My own versions of mean / median / standard deviation because we are not
# allowed to use the statistics module.


def mean(numbers):
    # add everything up and divide by how many there are
    total = 0
    for i in range(len(numbers)):
        total = total + numbers[i]
    return total / len(numbers)


def sortCopy(numbers):
    # insertion sort on a copy so the original list is not changed
    result = list(numbers)
    for i in range(1, len(result)):
        current = result[i]
        j = i - 1
        while j >= 0 and result[j] > current:
            result[j + 1] = result[j]
            j = j - 1
        result[j + 1] = current
    return result


def median(numbers):
    ordered = sortCopy(numbers)
    count = len(ordered)
    middle = count // 2
    if count % 2 == 0:
        # even number of values -> average the two middle ones
        return (ordered[middle - 1] + ordered[middle]) / 2
    else:
        return ordered[middle]


def standardDeviation(numbers):
    # population standard deviation (divide by n, not n - 1)
    avg = mean(numbers)
    squares = 0
    for i in range(len(numbers)):
        diff = numbers[i] - avg
        squares = squares + diff * diff
    return (squares / len(numbers)) ** 0.5


def smallest(numbers):
    lowest = numbers[0]
    for i in range(1, len(numbers)):
        if numbers[i] < lowest:
            lowest = numbers[i]
    return lowest


def largest(numbers):
    highest = numbers[0]
    for i in range(1, len(numbers)):
        if numbers[i] > highest:
            highest = numbers[i]
    return highest
