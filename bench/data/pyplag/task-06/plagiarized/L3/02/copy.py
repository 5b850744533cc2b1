def doInsertionSort(data):
    for a in range(1, len(data)):
        value = data[a]
        b = a - 1
        while b >= 0 and data[b] > value:
            data[b + 1] = data[b]
            b -= 1
        data[b + 1] = value
    return data


def doBinarySearch(data, item):
    first, last = 0, len(data) - 1
    count = 0
    while first <= last:
        half = (first + last) // 2
        count += 1
        if data[half] == item:
            return half, count
        elif data[half] < item:
            first = half + 1
        else:
            last = half - 1
    return -1, count


def doLinearSearch(data, item):
    count = 0
    for a in range(len(data)):
        count += 1
        if data[a] == item:
            return a, count
    return -1, count


def findFirst(data, item):
    first, last = 0, len(data) - 1
    answer = -1
    while first <= last:
        half = (first + last) // 2
        if data[half] < item:
            first = half + 1
        else:
            if data[half] == item:
                answer = half
            last = half - 1
    return answer


def sortedCheck(data):
    for a in range(len(data) - 1):
        if data[a] > data[a + 1]:
            return False
    return True


def getData(howMany=20, biggest=100):
    import random
    entered = input("Enter numbers separated by spaces (or press enter for random): ")
    data = []
    if entered.strip() == "":
        for a in range(howMany):
            data.append(random.randint(1, biggest))
    else:
        for s in entered.split():
            data.append(int(s))
    return data


data = getData()
print("Before:", data)
doInsertionSort(data)
print("After: ", data)
print("Sorted correctly:", sortedCheck(data))

while True:
    entered = input("Number to search for (q to quit): ")
    if entered == "q":
        break
    item = int(entered)
    where, binCount = doBinarySearch(data, item)
    linCount = doLinearSearch(data, item)[1]
    if where == -1:
        print(item, "is not in the list")
    else:
        print(item, "found at position", findFirst(data, item))
    print("binary search comparisons:", binCount, " linear search:", linCount)
