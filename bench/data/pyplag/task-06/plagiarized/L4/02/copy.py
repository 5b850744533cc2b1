import random


def search(data, item, first_only=False):
    """Binary search. Returns (index, count). With first_only=True the
    left-most index is returned (count is then not meaningful)."""
    first, last = 0, len(data) - 1
    count = 0
    answer = -1
    while first <= last:
        half = (first + last) // 2
        count += 1
        if data[half] < item:
            first = half + 1
        elif data[half] > item:
            last = half - 1
        else:
            if not first_only:
                return half, count
            answer = half
            last = half - 1
    return answer, count


def doLinearSearch(data, item):
    count = 0
    for a in range(len(data)):
        count += 1
        if data[a] == item:
            return a, count
    return -1, count


def getData():
    entered = input("Enter numbers separated by spaces (or press enter for random): ")
    data = []
    if entered.strip() == "":
        for a in range(20):
            data.append(random.randint(1, 100))
    else:
        for s in entered.split():
            data.append(int(s))
    return data


def doInsertionSort(data):
    for a in range(1, len(data)):
        value = data[a]
        b = a - 1
        while b >= 0 and data[b] > value:
            data[b + 1] = data[b]
            b -= 1
        data[b + 1] = value
    ok = True
    for a in range(len(data) - 1):
        if data[a] > data[a + 1]:
            ok = False
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
    linCount = doLinearSearch(data, item)[1]
    if where == -1:
        print(item, "is not in the list")
    else:
        print(item, "found at position", search(data, item, True)[0])
    print("binary search comparisons:", binCount, " linear search:", linCount)
