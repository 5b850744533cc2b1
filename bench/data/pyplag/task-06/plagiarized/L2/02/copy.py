# Lab 8

import random


def insertSort(arr):
    for idx in range(1, len(arr)):
        tmp = arr[idx]
        prevIdx = idx - 1
        while prevIdx >= 0 and arr[prevIdx] > tmp:
            arr[prevIdx + 1] = arr[prevIdx]
            prevIdx -= 1
        arr[prevIdx + 1] = tmp
    return arr


def binSearch(arr, x):
    lo = 0
    hi = len(arr) - 1
    numComps = 0
    while lo <= hi:
        m = (lo + hi) // 2
        numComps += 1
        if arr[m] == x:
            return m, numComps
        elif arr[m] < x:
            lo = m + 1
        else:
            hi = m - 1
    return -1, numComps


def linSearch(arr, x):
    numComps = 0
    for idx in range(len(arr)):
        numComps += 1
        if arr[idx] == x:
            return idx, numComps
    return -1, numComps


def firstIndexOf(arr, x):
    lo = 0
    hi = len(arr) - 1
    res = -1
    while lo <= hi:
        m = (lo + hi) // 2
        if arr[m] < x:
            lo = m + 1
        else:
            if arr[m] == x:
                res = m
            hi = m - 1
    return res


def checkSorted(arr):
    for idx in range(len(arr) - 1):
        if arr[idx] > arr[idx + 1]:
            return False
    return True


def inputList():
    userInput = input("Enter numbers separated by spaces (or press enter for random): ")
    if userInput.strip() == "":
        arr = []
        for idx in range(20):
            arr.append(random.randint(1, 100))
        return arr
    arr = []
    for s in userInput.split():
        arr.append(int(s))
    return arr


def main():
    arr = inputList()
    print("Before:", arr)
    insertSort(arr)
    print("After: ", arr)
    print("Sorted correctly:", checkSorted(arr))

    while True:
        userInput = input("Number to search for (q to quit): ")
        if userInput == "q":
            break
        x = int(userInput)
        pos, binSteps = binSearch(arr, x)
        linPos, linSteps = linSearch(arr, x)
        if pos == -1:
            print(x, "is not in the list")
        else:
            print(x, "found at position", firstIndexOf(arr, x))
        print("binary search comparisons:", binSteps, " linear search:", linSteps)


main()
