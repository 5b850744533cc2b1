import random


def search(data, item, first_only=False):
    """Binary search. Returns (index, count). With first_only=True the
    left-most index is returned (count is then not meaningful)."""
    first, last = 0, len(data) - 1
    count = 0
    answer = -1
    while last >= first:
        half = (first + last) // 2
        count += 1
        if data[half] == item:
            answer = half
            if not first_only:
                break
            last = half - 1
        elif data[half] > item:
            last = half - 1
        else:
            first = half + 1
    return answer, count


def doLinearSearch(data, item):
    count = 0
    for value in data:
        count += 1
        if value == item:
            break
    else:
        return -1, count
    return count - 1, count


def getData():
    entered = input("Enter numbers separated by spaces (or press enter for random): ").strip()
    if entered:
        return list(map(int, entered.split()))
    return [random.randint(1, 100) for a in range(20)]


def doInsertionSort(data):
    a = 1
    while a < len(data):
        b = a
        while b > 0 and data[b - 1] > data[b]:
            data[b - 1], data[b] = data[b], data[b - 1]
            b -= 1
        a += 1
    return all(data[a] <= data[a + 1] for a in range(len(data) - 1))


data = getData()
print("Before:", data)
ok = doInsertionSort(data)
print("After: ", data)
print("Sorted correctly:", ok)

entered = ""
while entered != "q":
    entered = input("Number to search for (q to quit): ")
    if entered == "q":
        continue
    item = int(entered)
    where, binCount = search(data, item)
    _, linCount = doLinearSearch(data, item)
    if where < 0:
        print(item, "is not in the list")
    else:
        print(item, "found at position", search(data, item, True)[0])
    print("binary search comparisons:", binCount, " linear search:", linCount)
