def halves(collection):
    midpoint = len(collection) // 2
    return collection[:midpoint], collection[midpoint:]


def merge_back(collection, left_half, right_half):
    i = j = k = 0
    while i < len(left_half) and j < len(right_half):
        if left_half[i] < right_half[j]:
            collection[k] = left_half[i]
            i += 1
        else:
            collection[k] = right_half[j]
            j += 1
        k += 1
    for value in left_half[i:] + right_half[j:]:
        collection[k] = value
        k += 1
