import random


def search(data, item, first_only=False):
    """Binary search. Returns (index, count). With first_only=True the
    left-most index is returned (count is then not meaningful)."""
    first = 0
    last = len(data) - 1
    count = 0
    answer = -1
    while first <= last:
        half = (first + last) // 2
        count = count + 1
        if data[half] < item:
            first = half + 1
            continue
        if data[half] > item:
            last = half - 1
            continue
        if not first_only:
            return half, count
        answer = half
        last = half - 1
    return answer, count


def doLinearSearch(data, item):
    for a, value in enumerate(data):
        if value == item:
            return a, a + 1
    return -1, len(data)


def getData():
    entered = input("Enter numbers separated by spaces (or press enter for random): ")
    if entered.strip() == "":
        return [random.randint(1, 100) for a in range(20)]
    return list(map(int, entered.split()))


def doInsertionSort(data):
    for a in range(1, len(data)):
        value = data[a]
        b = a
        while b > 0 and data[b - 1] > value:
            data[b] = data[b - 1]
            b = b - 1
        data[b] = value
    ok = True
    a = 0
    while a < len(data) - 1:
        if data[a] > data[a + 1]:
            ok = False
        a += 1
    return ok


data = getData()
print("Before:", data)
ok = doInsertionSort(data)
print("After: ", data)
print("Sorted correctly:", ok)

while True:
    entered = input("Number to search for (q to quit): ")
    if entered == "q":
        break
    item = int(entered)
    where, binCount = search(data, item)
    _, linCount = doLinearSearch(data, item)
    if where != -1:
        print(item, "found at position", search(data, item, True)[0])
    else:
        print(item, "is not in the list")
    print("binary search comparisons:", binCount, " linear search:", linCount)
